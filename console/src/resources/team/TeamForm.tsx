import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TEAM_ROLES, teamRoleLabel, type TeamRole } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import {
  Field,
  FilePicker,
  FormAlert,
  formGrid,
  isAcceptedImage,
  SelectField,
} from '../../components/fields';
import type { TeamInput, TeamRecord } from './dataProvider';

interface Values {
  Name: string;
  role: TeamRole | '';
  serial: string;
  Mobile: string;
  email: string;
  Campus: string;
}

const empty = (): Values => ({ Name: '', role: '', serial: '', Mobile: '', email: '', Campus: '' });

const fromMember = (m: TeamRecord): Values => ({
  Name: m.Name,
  role: m.role,
  serial: String(m.serial),
  Mobile: m.Mobile ?? m.phone ?? '',
  email: m.email ?? '',
  Campus: m.Campus ?? '',
});

/**
 * The team member form (admin-content.md §4, §5): add mode, or edit mode once a member is chosen;
 * Name, role and serial (a number from 1) are required; choosing a role for a new member fills the
 * serial with the number of members in that role plus one; Campus only for Campus Ambassadors.
 */
export function TeamForm({
  editing,
  members,
  pending,
  onSubmit,
  onCancel,
}: {
  editing: TeamRecord | null;
  members: TeamRecord[];
  pending: boolean;
  onSubmit: (input: TeamInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(editing ? fromMember(editing) : empty());
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    setValues(editing ? fromMember(editing) : empty());
    setFile(null);
    setErrors({});
    setAlert(null);
  }, [editing]);

  const chooseRole = (role: TeamRole | '') => {
    const serial =
      !editing && role ? String(members.filter((m) => m.role === role).length + 1) : values.serial;
    setValues({ ...values, role, serial });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const required = t('console:app.form.required');
    if (!values.Name.trim()) next.Name = required;
    if (!values.role) next.role = required;
    if (!values.serial.trim()) next.serial = required;
    const missing = Object.keys(next).length > 0;
    const serial = Number(values.serial);
    if (values.serial.trim() && !(Number.isInteger(serial) && serial >= 1)) {
      next.serial = t('console:team.serialMin');
    }
    if (file && !isAcceptedImage(file)) next.file = t('console:app.form.imageType');
    setErrors(next);
    setAlert(missing ? t('console:app.form.fillAll') : null);
    if (Object.keys(next).length) return;
    const saved = await onSubmit({
      Name: values.Name.trim(),
      role: values.role as TeamRole,
      serial,
      Mobile: values.Mobile.trim(),
      email: values.email.trim(),
      Campus: values.Campus.trim(),
      file,
    });
    if (saved) {
      setValues(empty());
      setFile(null);
    }
  };

  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    setValues({ ...values, [name]: e.target.value });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <Typography component="h2" variant="h6">
        {editing ? t('console:team.editTitle', { name: editing.Name }) : t('console:team.addTitle')}
      </Typography>
      <FormAlert message={alert} />
      <Box sx={formGrid}>
        <Field
          label={t('console:team.fields.Name')}
          value={values.Name}
          onChange={set('Name')}
          required
          error={errors.Name}
        />
        <SelectField
          label={t('console:team.fields.role')}
          value={values.role}
          required
          error={errors.role}
          options={TEAM_ROLES.map((value) => ({ value, label: teamRoleLabel(t, value) }))}
          onChange={chooseRole}
        />
        <Field
          label={t('console:team.fields.serial')}
          type="number"
          value={values.serial}
          onChange={set('serial')}
          required
          error={errors.serial}
          slotProps={{ htmlInput: { min: 1 } }}
        />
        <Field
          label={t('console:team.fields.Mobile')}
          type="tel"
          value={values.Mobile}
          onChange={set('Mobile')}
        />
        <Field
          label={t('console:team.fields.email')}
          type="email"
          value={values.email}
          onChange={set('email')}
        />
        {values.role === 'Campus Ambassadors' && (
          <Field
            label={t('console:team.fields.Campus')}
            value={values.Campus}
            onChange={set('Campus')}
          />
        )}
      </Box>
      <FilePicker
        label={t('console:team.fields.file')}
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        onFiles={([chosen]) => setFile(chosen ?? null)}
        error={errors.file}
        hint={file?.name ?? t('console:app.form.imageHint')}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {editing ? t('console:team.update') : t('console:team.add')}
        </Button>
        {editing && (
          <Button onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
