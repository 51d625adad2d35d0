import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { DeskFrame, DeskNotice, DeskPager, DeskRows, pageCount, useDeskFilters } from './DeskFrame';
import { DateRange } from './DateRange';
import { LoanCard } from './LoanCard';
import { LoanActions } from './LoanActions';
import { useDeskPage, useRefreshDesk, type LoanStateFilter } from './queries';

const STATES: LoanStateFilter[] = ['waiting_pickup', 'with_member', 'return_requested', 'overdue'];

/**
 * Borrowed Books as a desk (issue 15 point 3): every loan with its member and its state
 * (approved and waiting for pickup / with the member / return requested on {date}, overdue
 * marked), a filter for each state, and the hand-over, take-back and return-request actions.
 */
export default function BorrowedDesk() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { page, setPage, frame, dateRange, params } = useDeskFilters();
  const [state, setState] = useState<LoanStateFilter | 'all'>('all');
  const [notice, setNotice] = useState('');
  const query = useDeskPage('borrowed', { ...params, ...(state === 'all' ? {} : { state }) });
  const refresh = useRefreshDesk();
  const pages = pageCount(query.data);
  return (
    <DeskFrame title={t('console:loans.title')} {...frame}>
      <DateRange
        labels={{ from: t('console:desk.borrowedFrom'), to: t('console:desk.borrowedUntil') }}
        {...dateRange}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state}
        onChange={(_, value: LoanStateFilter | 'all' | null) => {
          if (value) {
            setState(value);
            setPage(1);
          }
        }}
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        <ToggleButton value="all">{t('console:desk.filterAll')}</ToggleButton>
        {STATES.map((s) => (
          <ToggleButton key={s} value={s}>
            {t(`console:desk.state.${s}`, { date: '' }).replace(/\s+$/, '')}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <DeskNotice notice={notice} onClose={() => setNotice('')} />
      <DeskRows query={query} rows={query.data?.items ?? []} empty={t('noData')}>
        {(row) => (
          <LoanCard key={row.rentId} row={row} language={language}>
            <LoanActions
              row={row}
              onDone={(text) => {
                setNotice(text);
                void refresh();
              }}
            />
          </LoanCard>
        )}
      </DeskRows>
      <DeskPager page={page} pages={pages} onPage={setPage} />
    </DeskFrame>
  );
}
