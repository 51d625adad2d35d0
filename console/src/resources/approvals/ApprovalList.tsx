import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { ApproveRejectButtons } from '../../components/ApproveRejectButtons';
import { ResourceListPage } from '../../components/lists';
import { PaymentFilters, paymentCells } from '../../components/PaymentFilters';
import { RecordTable, type RecordColumn } from '../../components/RecordTable';
import { useListRowAction } from '../../components/useRowAction';
import type { ApprovalRecord } from './dataProvider';
import { useConsoleDataProvider } from '../../providers/useConsoleDataProvider';

function ApprovalActions({ record }: { record: ApprovalRecord }) {
  const { t } = useTranslation();
  const dataProvider = useConsoleDataProvider();
  const { pending, act } = useListRowAction('approvals', t('console:approvals.gone'));
  const failure = () => t('console:approvals.failed');
  const noId = record.userId === undefined || record.userId === null;
  return (
    <>
      <ApproveRejectButtons
        approveText={t('console:approvals.approve')}
        rejectText={t('console:approvals.reject')}
        approveLabel={t('console:approvals.approveNamed', { name: record.name })}
        rejectLabel={t('console:approvals.rejectNamed', { name: record.name })}
        disabled={pending || noId}
        onApprove={() =>
          void act(() => dataProvider.approveMembership(record.userId), {
            success: t('console:approvals.approved'),
            failure,
            // Activation removes every application of that member.
            leaves: (r) => r.userId === record.userId,
          })
        }
        onReject={() =>
          void act(() => dataProvider.rejectMembership(record.userId), {
            success: t('console:approvals.rejected'),
            failure,
            leaves: (r) => r.id === record.id,
          })
        }
      />
      {noId && <Typography variant="caption">{t('console:approvals.missingId')}</Typography>}
    </>
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
    <ResourceListPage
      resource="approvals"
      title={t('console:approvals.title')}
      filters={<PaymentFilters resource="approvals" />}
      empty={t('console:approvals.empty')}
    >
      <RecordTable
        label={t('console:approvals.tableLabel')}
        columns={columns}
        actionsHeader={t('console:approvals.columns.actions')}
        actions={ApprovalActions}
      />
    </ResourceListPage>
  );
}
