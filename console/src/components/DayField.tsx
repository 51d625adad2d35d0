import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import { formatNumber, INTL_LOCALES, type Language } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';

/** The last five years, newest first: what a "since" filter needs. */
export const recentYears = () => {
  const year = new Date().getFullYear();
  return Array.from({ length: 5 }, (_, i) => year - i);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The month names of the admin's language (জানুয়ারী… in Bangla), from the platform's Intl. */
function monthNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, m) => format.format(new Date(Date.UTC(2024, m, 15))));
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A calendar day as day, month and year pickers in the admin's language: Bangla digits and month
 * names in Bangla mode, instead of the browser's native date input, which shows "mm/dd/yyyy"
 * whatever the page's language (issue 15.6). The value is a day (YYYY-MM-DD) or '' for none.
 * Choosing any part sets a whole day at once (the parts not chosen yet start at the first day,
 * month or year offered), so a filter applies as soon as the admin picks; the clear button
 * empties it.
 */
export function DayField({
  label,
  value,
  onChange,
  years,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  /** The years offered, e.g. the last five. */
  years: number[];
  helperText?: string | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [y = '', m = '', d = ''] = value ? value.split('-') : [];
  const months = monthNames(language);
  const send = (year: string, month: string, day: string) => {
    if (!year || !month || !day) return;
    // A day past the month's end (31 February) becomes its last day.
    const last = daysIn(Number(year), Number(month));
    onChange(`${year}-${month}-${pad(Math.min(Number(day), last))}`);
  };
  const part = (
    name: 'day' | 'month' | 'year',
    current: string,
    options: { value: string; text: string }[],
    change: (next: string) => void
  ) => (
    <TextField
      select
      size="small"
      label={t(`console:app.dayField.${name}`)}
      value={current}
      onChange={(e) => change(e.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': `${label}: ${t(`console:app.dayField.${name}`)}` },
      }}
      sx={{
        minWidth: name === 'month' ? 120 : 80,
        flex: name === 'month' ? '1 1 120px' : '0 1 90px',
      }}
    >
      <option value="">—</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {part(
          'day',
          d,
          Array.from({ length: 31 }, (_, i) => ({
            value: pad(i + 1),
            text: formatNumber(i + 1, language),
          })),
          (next) => send(y || String(years[0]), m || '01', next)
        )}
        {part(
          'month',
          m,
          months.map((text, i) => ({ value: pad(i + 1), text })),
          (next) => send(y || String(years[0]), next, d || '01')
        )}
        {part(
          'year',
          y,
          years.map((year) => ({
            value: String(year),
            text: formatNumber(year, language, { useGrouping: false }),
          })),
          (next) => send(next, m || '01', d || '01')
        )}
        {value && (
          <IconButton
            size="small"
            aria-label={t('console:app.dayField.clear', { label })}
            onClick={() => onChange('')}
          >
            <ClearIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {helperText && (
        <Typography variant="caption" color="text.secondary">
          {helperText}
        </Typography>
      )}
    </Box>
  );
}
