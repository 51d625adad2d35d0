import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { isApiError } from '@pathagar/sdk';
import { formatTaka } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { ApproveRejectButtons } from '../../components/ApproveRejectButtons';
import { WaitingPayments } from '../../components/WaitingPayments';
import { useListRowAction } from '../../components/useRowAction';
import type { DonationRequestRecord } from './dataProvider';
import { useConsoleDataProvider } from '../../providers/useConsoleDataProvider';
import { ApproveDonationDialog, type DonationAmount } from './ApproveDonationDialog';

function DonationActions({ record }: { record: DonationRequestRecord }) {
  const { t } = useTranslation();
  const dataProvider = useConsoleDataProvider();
  const { pending, act } = useListRowAction('donations', t('console:donations.gone'));
  const [dialog, setDialog] = useState(false);
  const noId = record.userId === undefined || record.userId === null;

  const failure = (error: unknown) => {
    if (isApiError(error) && error.code === 'validation_failed') {
      if (error.field === 'email') return t('console:donations.dialog.emailInvalid');
      if (error.field === 'ammount') return t('console:donations.dialog.amountInvalid');
    }
    return t('console:donations.failed');
  };
  const leaves = (r: { id: unknown }) => r.id === record.id;

  const approve = async (values: DonationAmount) => {
    const call = () => dataProvider.approveDonation({ id: record.userId, ...values });
    if (await act(call, { success: t('console:donations.approved'), failure, leaves })) {
      setDialog(false);
    }
  };
  const reject = () =>
    act(() => dataProvider.rejectDonation(record.userId), {
      success: t('console:donations.rejected'),
      failure,
      leaves,
    });

  return (
    <>
      <ApproveRejectButtons
        approveText={t('console:donations.approve')}
        rejectText={t('console:donations.reject')}
        approveLabel={t('console:donations.approveNamed', { name: record.name })}
        rejectLabel={t('console:donations.rejectNamed', { name: record.name })}
        disabled={pending || noId}
        onApprove={() => setDialog(true)}
        onReject={() => void reject()}
      />
      {noId && <Typography variant="caption">{t('console:donations.missingId')}</Typography>}
      {dialog && (
        <ApproveDonationDialog
          open
          donation={record}
          pending={pending}
          onClose={() => setDialog(false)}
          onApprove={(values) => void approve(values)}
        />
      )}
    </>
  );
}

/** Receive Donation: donations waiting for approval, with the amount in taka. */
export default function DonationList() {
  const { language } = useLanguage();
  return (
    <WaitingPayments<DonationRequestRecord>
      resource="donations"
      after={[{ key: 'donationAmount', cell: (r) => formatTaka(r.donationAmount, language) }]}
      actions={DonationActions}
    />
  );
}
