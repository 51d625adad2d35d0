import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
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
import type { LoanRecord } from '../../providers/lending';
import { useConsoleDataProvider } from '../../providers/useConsoleDataProvider';
import { DueFilter } from './DueFilter';
import { LoanRow } from './LoanRow';

/** The "return requested" banner stays 1.5 s (admin-operations.md §4, §9). */
export const BANNER_DURATION = 1500;

const COLUMNS = ['image', 'name', 'serial', 'borrowed', 'due', 'user', 'action'] as const;

/** Shows the banner; each new request starts its 1.5 s over. */
function useBanner() {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(0), BANNER_DURATION);
    return () => clearTimeout(timer);
  }, [shown]);
  return { visible: shown > 0, show: () => setShown((n) => n + 1) };
}

function LoanTable() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, isPending } = useListContext<LoanRecord>();
  const provider = useConsoleDataProvider();
  const toast = useToast();
  const banner = useBanner();

  // The row stays: asking for a return changes nothing on the loan (it e-mails the member).
  const requestReturn = async (row: LoanRecord) => {
    try {
      await provider.requestReturn(row);
      banner.show();
    } catch (error) {
      toast(failureText(t, error, t('console:loans.failed')), 'error', TOAST.default);
    }
  };

  return (
    <>
      {banner.visible && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('console:loans.requested')}
        </Alert>
      )}
      {isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : !data?.length ? (
        <Typography role="status">{t('noData')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('console:loans.title')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} scope="col">
                    {t(`console:loans.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <LoanRow
                  key={row.id}
                  row={row}
                  language={language}
                  onRequestReturn={requestReturn}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

/**
 * Borrowed Books (admin-operations.md §2): the copies out on loan, oldest due date first, with
 * their due state, and "Request a return". Filters: book name, book number, borrowed date, and
 * Overdue / Due Today / All.
 */
export default function LoanList() {
  const { t } = useTranslation();
  const onError = useLoadFailed();
  return (
    <ListBase resource="loans" perPage={1000} disableSyncWithLocation queryOptions={{ onError }}>
      <ListPage
        title={t('console:loans.title')}
        filters={
          <>
            <TextFilters
              fields={[
                { source: 'name', label: t('console:loans.filters.name') },
                { source: 'serial', label: t('console:loans.filters.serial') },
              ]}
            />
            <DateFilter source="borrowed" label={t('console:loans.filters.borrowed')} />
            <DueFilter />
          </>
        }
      >
        <LoanTable />
      </ListPage>
    </ListBase>
  );
}
