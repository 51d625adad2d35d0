import { useMemo } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListBase, useRefresh } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { ApproveRejectButtons } from '../../components/ApproveRejectButtons';
import { ListBody, ListPage } from '../../components/lists';
import { PaymentFilters, paymentCells } from '../../components/PaymentFilters';
import { RecordCells, RecordTable, type RecordColumn } from '../../components/RecordTable';
import { isGone, useDropFromLists, useRowAction } from '../../components/useRowAction';
import type { ApprovalRecord } from './dataProvider';
import { useConsoleDataProvider } from '../../providers/useConsoleDataProvider';

function ApprovalRow({
  record,
  columns,
}: {
  record: ApprovalRecord;
  columns: RecordColumn<ApprovalRecord>[];
}) {
  const { t } = useTranslation();
  const dataProvider = useConsoleDataProvider();
  const drop = useDropFromLists();
  const refresh = useRefresh();
  const { pending, run } = useRowAction();
  const noId = record.userId === undefined || record.userId === null;

  const failure = (error: unknown) => {
    if (!isGone(error)) return t('console:approvals.failed');
    // Someone else already handled it: show the list as the server has it now.
    refresh();
    return t('console:approvals.gone');
  };

  const approve = async () => {
    const done = await run(() => dataProvider.approveMembership(record.userId), {
      success: t('console:approvals.approved'),
      failure,
    });
    // Activation removes every application of that member.
    if (done) drop('approvals', (r) => r.userId === record.userId);
  };
  const reject = async () => {
    const done = await run(() => dataProvider.rejectMembership(record.userId), {
      success: t('console:approvals.rejected'),
      failure,
    });
    if (done) drop('approvals', (r) => r.id === record.id);
  };

  return (
    <TableRow>
      <RecordCells record={record} columns={columns} />
      <TableCell>
        <ApproveRejectButtons
          approveText={t('console:approvals.approve')}
          rejectText={t('console:approvals.reject')}
          approveLabel={t('console:approvals.approveNamed', { name: record.name })}
          rejectLabel={t('console:approvals.rejectNamed', { name: record.name })}
          disabled={pending || noId}
          onApprove={() => void approve()}
          onReject={() => void reject()}
        />
        {noId && <Typography variant="caption">{t('console:approvals.missingId')}</Typography>}
      </TableCell>
    </TableRow>
  );
}

/** User Approval (admin-operations.md §2, §4, §8): waiting membership applications. */
export default function ApprovalList() {
  const { t } = useTranslation();
  const columns = useMemo<RecordColumn<ApprovalRecord>[]>(
    () => [
      { key: 'name', header: t('console:approvals.columns.name'), cell: (r) => r.name },
      {
        key: 'phoneNumber',
        header: t('console:approvals.columns.phoneNumber'),
        cell: (r) => r.phoneNumber,
      },
      ...(
        ['paymentMethod', 'mobileBankMethod', 'mobileBankNumber', 'bankAccountNumber'] as const
      ).map((key) => ({
        key,
        header: t(`console:approvals.columns.${key}`),
        cell: (r: ApprovalRecord) => paymentCells(t, r)[key],
      })),
      {
        key: 'transactionId',
        header: t('console:approvals.columns.transactionId'),
        cell: (r) => r.transactionId,
      },
    ],
    [t]
  );
  return (
    <ListBase resource="approvals" perPage={1000} disableSyncWithLocation>
      <ListPage
        title={t('console:approvals.title')}
        filters={<PaymentFilters resource="approvals" />}
      >
        <ListBody empty={t('console:approvals.empty')}>
          <RecordTable
            label={t('console:approvals.tableLabel')}
            columns={columns}
            actionsHeader={t('console:approvals.columns.actions')}
            row={ApprovalRow}
          />
        </ListBody>
      </ListPage>
    </ListBase>
  );
}
