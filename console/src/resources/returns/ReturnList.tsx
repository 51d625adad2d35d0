import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListBase, useListContext } from 'react-admin';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { DateFilter } from '../../components/DateFilter';
import { failureText } from '../../components/i18n';
import { ListPage, TextFilters } from '../../components/lists';
import { TOAST, useToast } from '../../components/toast';
import { useLoadFailed } from '../../components/useLoadFailed';
import { useDropFromLists } from '../../components/useRowAction';
import type { ReturnRecord } from '../../providers/lending';
import { useConsoleDataProvider } from '../../providers/useConsoleDataProvider';
import { ReturnRow } from './ReturnRow';

/** admin-operations.md §4, §9: 2 s for a confirmed return, 1.5 s for every other pop-up. */
export const CONFIRMED_DURATION = 2000;
export const NOT_RECEIVED_DURATION = 1500;

const COLUMNS = ['image', 'name', 'serial', 'user', 'date', 'actions'] as const;

/** "Processing..." over the table while an action runs (spec §2 Received Books). */
function Processing() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        bgcolor: 'rgba(255, 255, 255, 0.7)',
      }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('console:returns.processing')}</Typography>
    </Box>
  );
}

function ReturnTable() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, isPending } = useListContext<ReturnRecord>();
  const provider = useConsoleDataProvider();
  const toast = useToast();
  const drop = useDropFromLists();
  const [busy, setBusy] = useState(false);

  // Pessimistic: the row leaves once the server said yes; a failure leaves it where it was.
  const act = async (row: ReturnRecord, call: () => Promise<unknown>, done: string, ms: number) => {
    setBusy(true);
    try {
      await call();
      drop('returns', (record) => record.id === row.id);
      toast(done, 'success', ms);
    } catch (error) {
      toast(failureText(t, error, t('console:app.failed')), 'error', TOAST.default);
    } finally {
      setBusy(false);
    }
  };

  if (isPending) return <CircularProgress aria-label={t('loading')} />;
  if (!data?.length) return <Typography role="status">{t('console:returns.empty')}</Typography>;

  return (
    <Box sx={{ position: 'relative' }} aria-busy={busy}>
      {busy && <Processing />}
      <TableContainer>
        <Table size="small" aria-label={t('console:returns.title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} scope="col">
                  {t(`console:returns.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <ReturnRow
                key={row.id}
                row={row}
                language={language}
                busy={busy}
                onConfirm={() =>
                  void act(
                    row,
                    () => provider.confirmReturn(row),
                    t('console:returns.confirmed'),
                    CONFIRMED_DURATION
                  )
                }
                onNotReceived={() =>
                  void act(
                    row,
                    () => provider.markNotReceived(row),
                    t('console:returns.askedToReturn'),
                    NOT_RECEIVED_DURATION
                  )
                }
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/**
 * Received Books (admin-operations.md §2, §4): the books members marked returned. Confirm puts
 * the copy back on the shelf; Not Received reopens the loan and reminds the member.
 */
export default function ReturnList() {
  const { t } = useTranslation();
  const onError = useLoadFailed();
  return (
    <ListBase resource="returns" perPage={1000} disableSyncWithLocation queryOptions={{ onError }}>
      <ListPage
        title={t('console:returns.title')}
        filters={
          <>
            <TextFilters fields={[{ source: 'name', label: t('console:returns.filters.name') }]} />
            <DateFilter source="date" label={t('console:returns.filters.date')} />
          </>
        }
      >
        <ReturnTable />
      </ListPage>
    </ListBase>
  );
}
