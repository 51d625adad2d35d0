import Typography from '@mui/material/Typography';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { ApproveRejectButtons } from '../../components/ApproveRejectButtons';
import { WaitingPayments } from '../../components/WaitingPayments';
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

/** User Approval: waiting membership applications, with the applicant's phone number. */
export default function ApprovalList() {
  return (
    <WaitingPayments<ApprovalRecord>
      resource="approvals"
      before={[{ key: 'phoneNumber', cell: (r) => r.phoneNumber }]}
      actions={ApprovalActions}
    />
  );
}
