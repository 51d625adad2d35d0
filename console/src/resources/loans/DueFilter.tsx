import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useListContext } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import type { DueFilter as Due } from '../../providers/lending';

/**
 * Overdue / Due Today / All (admin-operations.md §2, §4): one pressed at a time (aria-pressed).
 * "Due Today" is every loan that is not overdue, as the spec defines it.
 */
export function DueFilter() {
  const { t } = useTranslation();
  const { filterValues, setFilters } = useListContext();
  const value: Due = (filterValues.due as Due | undefined) ?? 'all';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('console:loans.filters.due')}
      onChange={(_event, next: Due | null) => {
        if (next) setFilters({ ...filterValues, due: next === 'all' ? undefined : next });
      }}
      sx={{ minWidth: 'auto !important' }}
    >
      <ToggleButton value="overdue">{t('console:loans.filters.overdue')}</ToggleButton>
      <ToggleButton value="due">{t('console:loans.filters.dueToday')}</ToggleButton>
      <ToggleButton value="all">{t('console:loans.filters.all')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
