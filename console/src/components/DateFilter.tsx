import TextField from '@mui/material/TextField';
import { useListContext } from 'react-admin';

/**
 * A date picker over one filter of the current list. Its value is a calendar day (YYYY-MM-DD),
 * which the provider compares with the club's day of the record; clearing it shows every day.
 */
export function DateFilter({ source, label }: { source: string; label: string }) {
  const { filterValues, setFilters } = useListContext();
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={(filterValues[source] as string | undefined) ?? ''}
      onChange={(event) =>
        setFilters({ ...filterValues, [source]: event.target.value || undefined })
      }
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
