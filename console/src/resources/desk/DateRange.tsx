import Stack from '@mui/material/Stack';
import { DayField, recentYears } from '../../components/DayField';

/**
 * From and until days for a desk list (the API's `from`/`to`, whole club days), in the admin's
 * language; either may be left empty.
 */
export function DateRange({
  labels,
  from,
  to,
  onChange,
}: {
  labels: { from: string; to: string };
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 1, minWidth: 0 }}>
      <DayField
        label={labels.from}
        value={from}
        years={recentYears()}
        onChange={(day) => onChange({ from: day, to })}
      />
      <DayField
        label={labels.to}
        value={to}
        years={recentYears()}
        onChange={(day) => onChange({ from, to: day })}
      />
    </Stack>
  );
}
