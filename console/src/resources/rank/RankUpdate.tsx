import { useState, type FormEvent } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useGetOne, useUpdate } from 'react-admin';
import { isApiError, type RankSettings } from '@pathagar/sdk';
import {
  parseLocalizedNumber,
  RANK_UNITS,
  rankUnitLabel,
  toBanglaDigits,
  type Language,
  type RankUnit,
  type TFunction,
} from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { Field, FormPage, SelectField } from '../../components/fields';
import { failureText } from '../../components/i18n';
import { TOAST, useToast } from '../../components/toast';
import { RANK_SETTINGS_ID, type RankSettingsRecord } from './dataProvider';
import { LoadFailed } from '../../components/LoadFailed';

/** The contract's bounds of filterValue (RankSettings): whole units, 0 (all time) to 1000. */
const MAX_VALUE = 1000;

interface Form {
  /** As typed, Bangla digits allowed. */
  value: string;
  unit: RankUnit | '';
  hide: boolean;
}

type Errors = Partial<Record<'value' | 'unit', string>>;

const fromSettings = (settings: RankSettings, language: Language): Form => ({
  value:
    language === 'bn' ? toBanglaDigits(String(settings.filterValue)) : String(settings.filterValue),
  unit: settings.filterUnit,
  hide: settings.hideRankList,
});

/** Value and unit must both be set; the value is a whole number from 0 (spec §5). */
export function validate(form: Form, t: TFunction): { errors: Errors; settings?: RankSettings } {
  const errors: Errors = {};
  const value = parseLocalizedNumber(form.value.trim());
  if (!form.value.trim()) errors.value = t('console:rank.update.valueRequired');
  else if (value === null || !Number.isInteger(value) || value < 0 || value > MAX_VALUE) {
    errors.value = t('console:rank.update.valueInvalid');
  }
  if (!form.unit) errors.unit = t('console:rank.update.unitRequired');
  if (errors.value || errors.unit || value === null || !form.unit) return { errors };
  return {
    errors,
    settings: { filterValue: value, filterUnit: form.unit, hideRankList: form.hide },
  };
}

/**
 * The failure texts of spec §8: the server's reason (in the admin's language) when it gave a
 * specific one, "Failed to save settings" when it did not, "Error saving settings" when it could
 * not be reached.
 */
function saveFailure(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === 'network_error') {
    return t('console:rank.update.saveError');
  }
  return failureText(t, error, t('console:rank.update.saveFailed'));
}

/** Rank List → Update Rank: the period the ranking counts and whether the public list is hidden. */
export default function RankUpdate() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const { data, error, isFetching, refetch } = useGetOne<RankSettingsRecord>('rank', {
    id: RANK_SETTINGS_ID,
  });
  const [update, { isPending: saving }] = useUpdate<RankSettingsRecord>();
  const [edited, setEdited] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  if (!data) {
    return (
      <FormPage title={t('console:rank.update.title')}>
        {error && !isFetching ? (
          <LoadFailed onRetry={refetch} />
        ) : (
          <CircularProgress aria-label={t('loading')} />
        )}
      </FormPage>
    );
  }

  const form = edited ?? fromSettings(data, language);
  const change = (patch: Partial<Form>) => setEdited({ ...form, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(form, t);
    setErrors(checked.errors);
    if (!checked.settings) return;
    try {
      await update(
        'rank',
        { id: RANK_SETTINGS_ID, data: checked.settings, previousData: data },
        { mutationMode: 'pessimistic', returnPromise: true }
      );
      toast(t('console:rank.update.saved'), 'success', TOAST.default);
    } catch (failure) {
      // The form keeps what the admin typed, so they can correct it and save again.
      toast(saveFailure(t, failure), 'error', TOAST.default);
    }
  };

  return (
    <FormPage title={t('console:rank.update.title')}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
      >
        <Field
          label={t('console:rank.update.value')}
          value={form.value}
          required
          error={errors.value}
          helperText={t('console:rank.update.valueHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(e) => change({ value: e.target.value })}
        />
        <SelectField
          label={t('console:rank.update.unit')}
          value={form.unit}
          required
          error={errors.unit}
          emptyLabel={t('console:rank.update.chooseUnit')}
          options={RANK_UNITS.map((unit) => ({ value: unit, label: rankUnitLabel(t, unit) }))}
          onChange={(unit) => change({ unit })}
        />
        <FormControlLabel
          control={
            <Switch checked={form.hide} onChange={(e) => change({ hide: e.target.checked })} />
          }
          label={t('console:rank.update.hide')}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('console:app.saving') : t('console:rank.update.save')}
          </Button>
        </Box>
      </Box>
    </FormPage>
  );
}
