import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCreate } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import {
  Field,
  FilePicker,
  FormAlert,
  FormPage,
  formGrid,
  isAcceptedImage,
} from '../../components/fields';
import { failureText, useT } from '../../components/i18n';
import { TOAST, useToast } from '../../components/toast';
import { EVENT_TEXT_FIELDS, emptyEvent } from './eventFields';

/** Add Event (admin-content.md §2.5, §5): every field and a png/jpeg/jpg poster are required. */
export default function EventCreate() {
  const { t } = useTranslation();
  const tx = useT();
  const toast = useToast();
  const [create, { isPending }] = useCreate();
  const [values, setValues] = useState(emptyEvent);
  const [poster, setPoster] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      if (!value.trim()) next[name] = t('console:app.form.required');
    }
    if (!poster) next.poster = t('console:app.form.required');
    const missing = Object.keys(next).length > 0;
    if (poster && !isAcceptedImage(poster)) next.poster = t('console:app.form.imageType');
    setErrors(next);
    setAlert(missing ? t('console:app.form.fillAll') : null);
    if (Object.keys(next).length) return;
    void create(
      'events',
      { data: { ...values, poster } },
      {
        onSuccess: () => {
          toast(t('console:events.added'), 'success', TOAST.eventNotice);
          setValues(emptyEvent());
          setPoster(null);
        },
        onError: (error) =>
          toast(failureText(t, error, t('console:app.failed')), 'error', TOAST.eventNotice),
      }
    );
  };

  return (
    <FormPage title={t('console:events.addTitle')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <FormAlert message={alert} />
        <Box sx={formGrid}>
          {EVENT_TEXT_FIELDS.map((name) => (
            <Field
              key={name}
              label={tx(`console:events.fields.${name}`)}
              value={values[name]}
              required
              error={errors[name]}
              multiline={name.startsWith('description')}
              minRows={name.startsWith('description') ? 3 : undefined}
              onChange={(e) => setValues({ ...values, [name]: e.target.value })}
            />
          ))}
          <Field
            type="date"
            label={tx('console:events.fields.eventDate')}
            value={values.eventDate}
            required
            error={errors.eventDate}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(e) => setValues({ ...values, eventDate: e.target.value })}
          />
          <Field
            type="time"
            label={tx('console:events.fields.eventTime')}
            value={values.eventTime}
            required
            error={errors.eventTime}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(e) => setValues({ ...values, eventTime: e.target.value })}
          />
        </Box>
        <FilePicker
          label={tx('console:events.fields.poster')}
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          onFiles={([file]) => setPoster(file ?? null)}
          error={errors.poster}
          hint={poster?.name ?? t('console:app.form.imageHint')}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={isPending}>
            {t('console:events.add')}
          </Button>
        </Box>
      </Box>
    </FormPage>
  );
}
