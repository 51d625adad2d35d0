import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeskRow } from '@pathagar/sdk/schema';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { DeskFrame, DeskRows } from './DeskFrame';
import { failureText } from '../../components/i18n';
import { bookOf, LoanCard } from './LoanCard';
import { useDeskPage, useReturnDecision } from './queries';

type Asking = { row: DeskRow; received: boolean };

/**
 * Received Books as a desk: each returned book with its member; Confirm and Not Received both
 * ask first (they cannot be undone by the admin), and a decided card stays in place, marked.
 */
export default function ReturnsDesk() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [q, setQ] = useState('');
  const query = useDeskPage('returns', { q });
  const decide = useReturnDecision();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState<Record<string, string>>({});

  const run = (next: Asking) => {
    setAsking(null);
    if (done[next.row.rentId] || decide.isPending) return;
    decide.mutate(next, {
      onSuccess: () =>
        setDone((d) => ({
          ...d,
          [next.row.rentId]: next.received
            ? t('console:returns.confirmed')
            : t('console:returns.askedToReturn'),
        })),
      onError: (error) =>
        setDone((d) => ({
          ...d,
          [next.row.rentId]: failureText(t, error, t('console:app.failed')),
        })),
    });
  };
  const named = (row: DeskRow) => ({ name: bookOf(row, language), user: row.member.name });

  return (
    <DeskFrame title={t('console:returns.title')} search={q} onSearch={setQ}>
      <DeskRows query={query} rows={query.data?.items ?? []} empty={t('console:returns.empty')}>
        {(row) => (
          <LoanCard key={row.rentId} row={row} language={language}>
            {done[row.rentId] ? (
              <Typography role="status" sx={{ mt: 1, fontWeight: 600 }}>
                {done[row.rentId]}
              </Typography>
            ) : (
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  aria-label={t('console:returns.confirmNamed', named(row))}
                  disabled={decide.isPending}
                  onClick={() => setAsking({ row, received: true })}
                >
                  {t('console:returns.confirm')}
                </Button>
                <Button
                  color="warning"
                  aria-label={t('console:returns.notReceivedNamed', named(row))}
                  disabled={decide.isPending}
                  onClick={() => setAsking({ row, received: false })}
                  sx={{ ml: 'auto' }}
                >
                  {t('console:returns.notReceived')}
                </Button>
              </Stack>
            )}
          </LoanCard>
        )}
      </DeskRows>
      <Dialog open={Boolean(asking)} onClose={() => setAsking(null)}>
        {asking && (
          <>
            <DialogTitle>
              {t(
                asking.received
                  ? 'console:returns.confirmNamed'
                  : 'console:returns.notReceivedNamed',
                named(asking.row)
              )}
              ?
            </DialogTitle>
            <DialogActions>
              <Button onClick={() => setAsking(null)}>{t('console:desk.cancel')}</Button>
              <Button variant="contained" onClick={() => run(asking)}>
                {t(asking.received ? 'console:returns.confirm' : 'console:returns.notReceived')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </DeskFrame>
  );
}
