import { useEffect, useState } from 'react';

import { TEAM_ROLES, teamRoleLabel, type TeamRole } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { Field, isAcceptedImage, SelectField } from '../../components/fields';
import { FormLayout, ImageInput, useFormCheck } from '../../components/forms';
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
  const form = useFormCheck();
  const { reset } = form;

  useEffect(() => {
    setValues(editing ? fromMember(editing) : empty());
    setFile(null);
    reset();
  }, [editing, reset]);

  const chooseRole = (role: TeamRole | '') => {
    const serial =
      !editing && role ? String(members.filter((m) => m.role === role).length + 1) : values.serial;
    setValues({ ...values, role, serial });
  };

  const submit = async () => {
    const serial = Number(values.serial);
    const ok = form.check(
      (['Name', 'role', 'serial'] as const).filter((name) => !values[name].trim()),
      {
        serial:
          values.serial.trim() &&
          !(Number.isInteger(serial) && serial >= 1) &&
          t('console:team.serialMin'),
        file: file && !isAcceptedImage(file) && t('console:app.form.imageType'),
      }
    );
    if (!ok) return;
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
    <FormLayout
      alert={form.alert}
      onSubmit={submit}
      heading={
        editing ? t('console:team.editTitle', { name: editing.Name }) : t('console:team.addTitle')
      }
      submitLabel={editing ? t('console:team.update') : t('console:team.add')}
      pending={pending}
      onCancel={editing ? onCancel : undefined}
      inputs={
        <>
          <Field
            label={t('console:team.fields.Name')}
            value={values.Name}
            onChange={set('Name')}
            required
            error={form.errors.Name}
          />
          <SelectField
            label={t('console:team.fields.role')}
            value={values.role}
            required
            error={form.errors.role}
            options={TEAM_ROLES.map((value) => ({ value, label: teamRoleLabel(t, value) }))}
            onChange={chooseRole}
          />
          <Field
            label={t('console:team.fields.serial')}
            type="number"
            value={values.serial}
            onChange={set('serial')}
            required
            error={form.errors.serial}
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
        </>
      }
    >
      <ImageInput
        label={t('console:team.fields.file')}
        file={file}
        onChange={setFile}
        error={form.errors.file}
      />
    </FormLayout>
  );
}
