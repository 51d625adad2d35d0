import { useState } from 'react';

import Box from '@mui/material/Box';

import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useGetList } from 'react-admin';
import { formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { ListPage } from '../../components/lists';
import { DayField, recentYears } from '../../components/DayField';
import { TOP_READERS_PER_PAGE } from './dataProvider';
import type { ReaderRecord } from '../rank/dataProvider';
import { ReadersTable } from '../rank/ReadersTable';
import { LoadFailed } from '../../components/LoadFailed';

/** From which day reads count; empty means all time (in the admin's digits and month names). */
function StartDateFilter({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  const { t } = useTranslation();
  return (
    <DayField
      label={t('console:rank.topReaders.startDate')}
      helperText={t('console:rank.topReaders.startDateHint')}
      value={value}
      years={recentYears()}
      onChange={onChange}
    />
  );
}

/** Page N of M, from the server's total; a failed load counts as one page (spec §8). */
function Pager({
  page,
  pages,
  disabled,
  onPage,
}: {
  page: number;
  pages: number;
  disabled: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
      <IconButton
        aria-label={t('console:rank.topReaders.previous')}
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      <Typography aria-live="polite">
        {t('console:rank.topReaders.page', {
          page: formatNumber(page, language),
          pages: formatNumber(pages, language),
        })}
      </Typography>
      <IconButton
        aria-label={t('console:rank.topReaders.next')}
        disabled={disabled || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </Box>
  );
}

/**
 * Top Readers Ranking (admin-operations.md §2): 15 a page, paged and counted on the server,
 * optionally from a start date. An error empties the list and leaves one page (spec §8): the
 * screen keeps its own page instead of a react-admin list, which would jump back to page 1 and
 * show the server's raw message.
 */
export default function TopReadersList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [startDate, setStartDate] = useState('');
  const { data, total, error, isPending, isFetching, refetch } = useGetList<ReaderRecord>(
    'top-readers',
    {
      pagination: { page, perPage: TOP_READERS_PER_PAGE },
      filter: startDate ? { startDate } : {},
    },
    // The rows of the page before stay while the next one loads.
    { placeholderData: (previous) => previous }
  );
  const pages = error ? 1 : Math.max(1, Math.ceil((total ?? 0) / TOP_READERS_PER_PAGE));

  let rows;
  if (error) {
    rows = (
      <LoadFailed
        onRetry={refetch}
        retrying={isFetching}
        text={t('console:rank.topReaders.loadFailed')}
      />
    );
  } else if (isPending) {
    rows = <CircularProgress aria-label={t('loading')} />;
  } else if (!data?.length) {
    rows = <Typography>{t('console:rank.topReaders.empty')}</Typography>;
  } else {
    rows = <ReadersTable readers={data} caption={t('console:rank.topReaders.title')} />;
  }

  return (
    <ListPage
      title={t('console:rank.topReaders.title')}
      filters={
        <StartDateFilter
          value={startDate}
          onChange={(day) => {
            setStartDate(day);
            setPage(1);
          }}
        />
      }
    >
      {rows}
      {(!isPending || error) && (
        <Pager page={error ? 1 : page} pages={pages} disabled={Boolean(error)} onPage={setPage} />
      )}
    </ListPage>
  );
}
