import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { parseLocalizedNumber } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { failureText } from '../../components/i18n';
import { useToast } from '../../components/toast';
import { settingsQuery, useSaveSettings, type CirculationSettings } from './queries';

/** The contract's bounds of each setting (CirculationSettings). */
const FIELDS = [
  ['loanDays', 1, 365],
  ['maxRenewals', 0, 10],
  ['renewalOverdueLimitDays', 0, 365],
  ['holdDays', 1, 30],
  ['reminderDaysBefore', 1, 30],
  ['membershipExpiryReminderDays', 1, 90],
] as const;
type NumberField = (typeof FIELDS)[number][0];
type Form = Record<NumberField | 'overdueReminderDays', string>;

const toForm = (s: CirculationSettings): Form => ({
  loanDays: String(s.loanDays),
  maxRenewals: String(s.maxRenewals),
  renewalOverdueLimitDays: String(s.renewalOverdueLimitDays),
  holdDays: String(s.holdDays),
  reminderDaysBefore: String(s.reminderDaysBefore),
  membershipExpiryReminderDays: String(s.membershipExpiryReminderDays),
  overdueReminderDays: s.overdueReminderDays.join(', '),
});

/** Checks each field against its bounds; the server checks the same (the contract's). */
function parse(form: Form): {
  errors: Partial<Record<keyof Form, true>>;
  settings?: CirculationSettings;
} {
  const errors: Partial<Record<keyof Form, true>> = {};
  const values: Partial<Record<NumberField, number>> = {};
  for (const [key, min, max] of FIELDS) {
    const n = parseLocalizedNumber(form[key].trim());
    if (n === null || !Number.isInteger(n) || n < min || n > max) errors[key] = true;
    else values[key] = n;
  }
  const days = form.overdueReminderDays
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((d) => parseLocalizedNumber(d));
  const valid = days.every((d) => d !== null && Number.isInteger(d) && d >= 1 && d <= 365);
  if (!valid || new Set(days).size !== days.length || days.length > 10) {
    errors.overdueReminderDays = true;
  }
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    settings: { ...(values as Record<NumberField, number>), overdueReminderDays: days as number[] },
  };
}

export function SettingsForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useQuery(settingsQuery());
  const save = useSaveSettings();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, true>>>({});
  // One press, one request: a second click can arrive before the button shows it is busy.
  const inFlight = useRef(false);
  // What the server has; Save works only when the form differs from it.
  const [savedForm, setSavedForm] = useState<Form | null>(null);
  useEffect(() => {
    if (settings.data) {
      setForm(toForm(settings.data));
      setSavedForm(toForm(settings.data));
    }
  }, [settings.data]);

  if (settings.isError) return <Alert severity="error">{t('console:app.loadFailed')}</Alert>;
  if (!form) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const parsed = parse(form);
    setErrors(parsed.errors);
    if (!parsed.settings) return;
    inFlight.current = true;
    save.mutate(parsed.settings, {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: (saved) => {
        setSavedForm(toForm(saved));
        toast(t('console:circulation.saved'), 'success');
      },
      onError: (error) => toast(failureText(t, error, t('console:app.failed')), 'error'),
    });
  };

  const field = (key: keyof Form, inputMode: 'numeric' | 'text' = 'numeric') => (
    <TextField
      key={key}
      label={t(`console:circulation.fields.${key}`)}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(`console:circulation.invalid.${key}`) : undefined}
      slotProps={{ htmlInput: { inputMode } }}
      fullWidth
    />
  );
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate sx={{ maxWidth: 480 }}>
      {FIELDS.map(([key]) => field(key))}
      {field('overdueReminderDays', 'text')}
      <Button
        type="submit"
        variant="contained"
        disabled={save.isPending || JSON.stringify(form) === JSON.stringify(savedForm)}
      >
        {save.isPending ? t('console:app.saving') : t('console:circulation.save')}
      </Button>
    </Stack>
  );
}
