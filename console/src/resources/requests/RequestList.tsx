import { useCallback, useMemo, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListBase, useListContext, useRefresh } from 'react-admin';
import { isApiError } from '@pathagar/sdk';
import type { TFunction } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { DateFilter } from '../../components/DateFilter';
import { failureText } from '../../components/i18n';
import { ListPage, TextFilters } from '../../components/lists';
import { TOAST, useToast } from '../../components/toast';
import { useLoadFailed } from '../../components/useLoadFailed';
import { useDropFromLists } from '../../components/useRowAction';
import { serialOptions, type RequestRecord, type SerialChoice } from '../../providers/lending';
import { useConsoleDataProvider } from '../../providers/useConsoleDataProvider';
import { emptyDraft, RequestRow, type Draft } from './RequestRow';

/** Success pop-ups hide after 1.5 s (admin-operations.md §9). */
const POPUP = 1500;

const COLUMNS = ['image', 'name', 'user', 'date', 'serial', 'days', 'approve', 'reject'] as const;

function failure(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.status === 404) return t('console:requests.notFound');
  // serial_on_loan, serial_unknown, out_of_stock, invalid_transition have their own texts.
  return failureText(t, error, t('console:app.failed'));
}

/** The copy can no longer be lent: the choice is cleared and the free copies reloaded. */
const staleSerial = (error: unknown) =>
  isApiError(error) && (error.code === 'serial_on_loan' || error.code === 'serial_unknown');

interface Entry {
  bookId: number;
  draft: Draft;
}

/**
 * The requests with their inputs. A decided row leaves at once (optimistic) and comes back in its
 * place if the call fails. The serial chosen in a row, and the one an approval took, is not
 * offered in the other rows of the same book (spec §4).
 */
function RequestTable() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, isPending } = useListContext<RequestRecord>();
  const provider = useConsoleDataProvider();
  const toast = useToast();
  const refresh = useRefresh();
  const drop = useDropFromLists();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [entries, setEntries] = useState<Record<string, Entry>>({});

  const chosen = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(entries)
          .filter(([, entry]) => entry.draft.serialNumber)
          .map(([id, entry]): [string, SerialChoice] => [
            id,
            { bookId: entry.bookId, serialNumber: entry.draft.serialNumber },
          ])
      ),
    [entries]
  );

  const setDraft = useCallback((row: RequestRecord, draft: Draft | null) => {
    setEntries((current) => {
      const next = { ...current };
      if (draft) next[row.id] = { bookId: row.bookId, draft };
      else delete next[row.id];
      return next;
    });
  }, []);

  const decide = async (row: RequestRecord, call: () => Promise<unknown>, success: string) => {
    setHidden((current) => new Set(current).add(row.id));
    try {
      await call();
      drop('requests', (record) => record.id === row.id);
      toast(success, 'success', POPUP);
      return true;
    } catch (error) {
      toast(failure(t, error), 'error', TOAST.default);
      if (staleSerial(error)) {
        setEntries((current) => ({
          ...current,
          [row.id]: {
            bookId: row.bookId,
            draft: { ...(current[row.id]?.draft ?? emptyDraft), serialNumber: '' },
          },
        }));
        refresh();
      }
      return false;
    } finally {
      setHidden((current) => {
        const next = new Set(current);
        next.delete(row.id);
        return next;
      });
    }
  };

  if (isPending) return <CircularProgress aria-label={t('loading')} />;
  const rows = (data ?? []).filter((row) => !hidden.has(row.id));
  if (!rows.length) return <Typography role="status">{t('noData')}</Typography>;

  return (
    <TableContainer>
      <Table size="small" aria-label={t('console:requests.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} scope="col">
                {t(`console:requests.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <RequestRow
              key={row.id}
              row={row}
              language={language}
              options={serialOptions(row, chosen)}
              draft={entries[row.id]?.draft ?? emptyDraft}
              onDraft={(draft) => setDraft(row, draft)}
              onApprove={(serialNumber, loanDays) =>
                void decide(
                  row,
                  () => provider.approveRequest(row, { serialNumber, loanDays }),
                  t('console:requests.approved')
                )
              }
              onReject={() =>
                void decide(
                  row,
                  () => provider.rejectRequest(row),
                  t('console:requests.rejected')
                ).then(
                  // A rejected request holds no copy: its serial is free for the others again.
                  (done) => done && setDraft(row, null)
                )
              }
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Book Request (admin-operations.md §2): the pending borrow requests, approved with a copy and a
 * loan length, or rejected. Filters: book name (either language) and the request date.
 */
export default function RequestList() {
  const { t } = useTranslation();
  const onError = useLoadFailed();
  return (
    <ListBase resource="requests" perPage={1000} disableSyncWithLocation queryOptions={{ onError }}>
      <ListPage
        title={t('console:requests.title')}
        filters={
          <>
            <TextFilters fields={[{ source: 'name', label: t('console:requests.filters.name') }]} />
            <DateFilter source="date" label={t('console:requests.filters.date')} />
          </>
        }
      >
        <RequestTable />
      </ListPage>
    </ListBase>
  );
}
