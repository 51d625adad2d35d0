import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { DeskRow } from '@pathagar/sdk/schema';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { DeskFrame, pageCount } from './DeskFrame';
import { failureText } from '../../components/i18n';
import { DateRange } from './DateRange';
import { LoanCard } from './LoanCard';
import { digitsIn } from './MemberLine';
import {
  useDeskPage,
  useHandover,
  useRefreshDesk,
  useRequestReturn,
  type LoanStateFilter,
} from './queries';

const STATES: LoanStateFilter[] = ['waiting_pickup', 'with_member', 'return_requested', 'overdue'];

/** The actions on one loan; each button is disabled while its call runs (one press, one call). */
function Actions({ row, onDone }: { row: DeskRow; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const handover = useHandover();
  const remind = useRequestReturn();
  const busy = handover.isPending || remind.isPending;
  const fail = (error: unknown) => onDone(failureText(t, error, t('console:app.failed')));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
      {row.status === 'approved' && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            handover.mutate(
              { rentId: row.rentId, action: 'handed_over' },
              { onSuccess: () => onDone(t('console:desk.done')), onError: fail }
            )
          }
        >
          {t('console:desk.handedOver')}
        </Button>
      )}
      {row.status === 'Received' && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            handover.mutate(
              { rentId: row.rentId, action: 'taken_back' },
              { onSuccess: () => onDone(t('console:desk.done')), onError: fail }
            )
          }
        >
          {t('console:desk.takenBack')}
        </Button>
      )}
      <Button
        disabled={busy}
        onClick={() =>
          remind.mutate(row, {
            onSuccess: () => onDone(t('console:loans.requested')),
            onError: fail,
          })
        }
      >
        {t('console:loans.requestReturn')}
      </Button>
    </Stack>
  );
}

/**
 * Borrowed Books as a desk (issue 15 point 3): every loan with its member and its state
 * (approved and waiting for pickup / with the member / return requested on {date}, overdue
 * marked), a filter for each state, and the hand-over, take-back and return-request actions.
 */
export default function BorrowedDesk() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [q, setQ] = useState('');
  const [state, setState] = useState<LoanStateFilter | 'all'>('all');
  const [page, setPage] = useState(1);
  const [range, setRange] = useState({ from: '', to: '' });
  const [notice, setNotice] = useState('');
  const query = useDeskPage('borrowed', {
    q,
    page,
    ...(state === 'all' ? {} : { state }),
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  });
  const refresh = useRefreshDesk();
  const pages = pageCount(query.data);
  return (
    <DeskFrame
      title={t('console:loans.title')}
      search={q}
      onSearch={(value) => {
        setQ(value);
        setPage(1);
      }}
    >
      <DateRange
        labels={{ from: t('console:desk.borrowedFrom'), to: t('console:desk.borrowedUntil') }}
        {...range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
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
      {notice && (
        <Alert severity="info" role="status" sx={{ mb: 1 }} onClose={() => setNotice('')}>
          {notice}
        </Alert>
      )}
      {query.isPending && <CircularProgress aria-label={t('loading')} />}
      {query.isSuccess && query.data.items.length === 0 && (
        <Typography role="status">{t('noData')}</Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(query.data?.items ?? []).map((row) => (
          <LoanCard key={row.rentId} row={row} language={language}>
            <Actions
              row={row}
              onDone={(text) => {
                setNotice(text);
                void refresh();
              }}
            />
          </LoanCard>
        ))}
      </Stack>
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('console:desk.previous')}
          </Button>
          <Typography>
            {t('console:desk.page', {
              page: digitsIn(String(page), language),
              pages: digitsIn(String(pages), language),
            })}
          </Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('console:desk.next')}
          </Button>
        </Stack>
      )}
    </DeskFrame>
  );
}
