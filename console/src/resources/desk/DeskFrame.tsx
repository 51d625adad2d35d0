import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { digitsIn } from './MemberLine';

/** The frame every desk queue shares: its heading, then the member or book search, then its rows. */
export function DeskFrame({
  title,
  search,
  onSearch,
  children,
}: {
  title: string;
  search: string;
  onSearch: (value: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <TextField
        label={t('console:desk.search')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        size="small"
        fullWidth
        sx={{ mb: 1 }}
      />
      {children}
    </Box>
  );
}

/** What the last action on the queue did, until it is dismissed. */
export function DeskNotice({ notice, onClose }: { notice: string; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 1 }} onClose={onClose}>
      {notice}
    </Alert>
  );
}

/** The queue's rows as a list: a spinner while the page loads, `empty` when it has no rows. */
export function DeskRows<R>({
  query,
  rows,
  empty,
  children,
}: {
  query: { isPending: boolean; isSuccess: boolean };
  rows: R[];
  empty: string;
  children: (row: R) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending && <CircularProgress aria-label={t('loading')} />}
      {query.isSuccess && rows.length === 0 && <Typography role="status">{empty}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map(children)}
      </Stack>
    </>
  );
}

/** The number of pages of a desk answer (at least one, so the pager always has a page). */
export const pageCount = (page?: { total: number; limit: number }) =>
  Math.max(1, Math.ceil((page?.total ?? 0) / (page?.limit ?? 25)));

/**
 * The search, date range and page a paged desk queue keeps; a new search or range starts again
 * at page 1. `frame` and `dateRange` spread onto DeskFrame and DateRange, `params` into the query.
 */
export function useDeskFilters() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [range, setRange] = useState({ from: '', to: '' });
  return {
    page,
    setPage,
    frame: {
      search: q,
      onSearch: (value: string) => {
        setQ(value);
        setPage(1);
      },
    },
    dateRange: {
      ...range,
      onChange: (next: { from: string; to: string }) => {
        setRange(next);
        setPage(1);
      },
    },
    params: {
      q,
      page,
      ...(range.from ? { from: range.from } : {}),
      ...(range.to ? { to: range.to } : {}),
    },
  };
}

/** Previous, "page n of m" and next, under a desk queue of more than one page. */
export function DeskPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (pages <= 1) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('console:desk.previous')}
      </Button>
      <Typography>
        {t('console:desk.page', {
          page: digitsIn(String(page), language),
          pages: digitsIn(String(pages), language),
        })}
      </Typography>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('console:desk.next')}
      </Button>
    </Stack>
  );
}
