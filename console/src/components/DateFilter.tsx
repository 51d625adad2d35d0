import { useListContext } from 'react-admin';
import { DayField, recentYears } from './DayField';

/**
 * A day picker over one filter of the current list, in the admin's language (not the native
 * "mm/dd/yyyy" input). Its value is a calendar day (YYYY-MM-DD), which the provider compares with
 * the club's day of the record; clearing it shows every day.
 */
export function DateFilter({ source, label }: { source: string; label: string }) {
  const { filterValues, setFilters } = useListContext();
  return (
    <DayField
      label={label}
      value={(filterValues[source] as string | undefined) ?? ''}
      years={recentYears()}
      onChange={(day) => setFilters({ ...filterValues, [source]: day || undefined })}
    />
  );
}
