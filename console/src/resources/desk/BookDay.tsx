import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeskRow } from '@pathagar/sdk/schema';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { failureText } from '../../components/i18n';
import { PrintA4 } from '../../components/PrintA4';
import { LoanCard } from './LoanCard';
import { useBookDay, useHandover } from './queries';

/** Only the sheet prints; no card is cut by a page break. */
const PRINT = <PrintA4 margin="12mm" rules={{ 'li.MuiCard-root': { breakInside: 'avoid' } }} />;

function Item({ row, action }: { row: DeskRow; action: 'handed_over' | 'taken_back' }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const handover = useHandover();
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');
  return (
    <LoanCard row={row} language={language} heading="h4">
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }} className="no-print">
        {done ? (
          <Typography role="status" color="success.main" sx={{ fontWeight: 600 }}>
            ✓ {t('console:desk.done')}
          </Typography>
        ) : (
          <Button
            variant="outlined"
            disabled={handover.isPending}
            onClick={() =>
              handover.mutate(
                { rentId: row.rentId, action },
                {
                  onSuccess: () => setDone(true),
                  onError: (e) => setError(failureText(t, e, t('console:app.failed'))),
                }
              )
            }
          >
            {t(action === 'handed_over' ? 'console:desk.handedOver' : 'console:desk.takenBack')}
          </Button>
        )}
        {error && (
          <Typography role="alert" color="error">
            {error}
          </Typography>
        )}
      </Stack>
    </LoanCard>
  );
}

/**
 * The Book Day sheet (issue 15 point 4): every Friday the club delivers approved books and
 * collects those asked back or overdue. Grouped by the member's address, with phone numbers;
 * the volunteer marks each item done on a phone (recorded as done by this admin), or prints it.
 */
export default function BookDay() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = useBookDay();
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, mx: 'auto', minWidth: 0 }}>
      {PRINT}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {t('console:desk.bookDayTitle')}
        </Typography>
        <Button className="no-print" onClick={() => window.print()}>
          {t('console:desk.print')}
        </Button>
      </Stack>
      {query.isPending && <CircularProgress aria-label={t('loading')} />}
      {query.isError && (
        <Typography role="alert">{failureText(t, query.error, t('console:app.failed'))}</Typography>
      )}
      {query.data && (
        <>
          <Typography>
            {t('console:desk.bookDayDate', { date: formatDate(query.data.date, language) })}
          </Typography>
          {query.data.groups.length === 0 && (
            <Typography role="status">{t('console:desk.nothingToday')}</Typography>
          )}
          {query.data.groups.map((group) => (
            <Box component="section" key={group.address} sx={{ mt: 2 }} aria-label={group.address}>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {group.address}
              </Typography>
              {(
                [
                  ['deliver', group.deliver, 'handed_over'],
                  ['collect', group.collect, 'taken_back'],
                ] as const
              ).map(
                ([kind, rows, action]) =>
                  rows.length > 0 && (
                    <Box key={kind}>
                      <Typography variant="subtitle2" component="h3">
                        {t(`console:desk.${kind}`)}
                      </Typography>
                      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                        {rows.map((row) => (
                          <Item key={row.rentId} row={row} action={action} />
                        ))}
                      </Stack>
                    </Box>
                  )
              )}
            </Box>
          ))}
        </>
      )}
    </Box>
  );
}
