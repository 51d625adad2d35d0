import { useMemo, useState } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isApiError } from '@pathagar/sdk';
import { formatTaka } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { ListBase, useRefresh } from 'react-admin';
import { ApproveRejectButtons } from '../../components/ApproveRejectButtons';
import { ListBody, ListPage } from '../../components/lists';
import { PaymentFilters, paymentCells } from '../../components/PaymentFilters';
import { RecordCells, RecordTable, type RecordColumn } from '../../components/RecordTable';
import { isGone, useDropFromLists, useRowAction } from '../../components/useRowAction';
import type { DonationRequestRecord } from './dataProvider';
import { useConsoleDataProvider } from '../../providers/useConsoleDataProvider';
import { ApproveDonationDialog, type DonationAmount } from './ApproveDonationDialog';

function DonationRow({
  record,
  columns,
}: {
  record: DonationRequestRecord;
  columns: RecordColumn<DonationRequestRecord>[];
}) {
  const { t } = useTranslation();
  const dataProvider = useConsoleDataProvider();
  const drop = useDropFromLists();
  const refresh = useRefresh();
  const { pending, run } = useRowAction();
  const [dialog, setDialog] = useState(false);
  const noId = record.userId === undefined || record.userId === null;

  const failure = (error: unknown) => {
    if (isGone(error)) {
      // Someone else already handled it: show the list as the server has it now.
      refresh();
      return t('console:donations.gone');
    }
    if (isApiError(error) && error.code === 'validation_failed') {
      if (error.field === 'email') return t('console:donations.dialog.emailInvalid');
      if (error.field === 'ammount') return t('console:donations.dialog.amountInvalid');
    }
    return t('console:donations.failed');
  };

  const approve = async (values: DonationAmount) => {
    const done = await run(() => dataProvider.approveDonation({ id: record.userId, ...values }), {
      success: t('console:donations.approved'),
      failure,
    });
    if (done) {
      setDialog(false);
      drop('donations', (r) => r.id === record.id);
    }
  };
  const reject = async () => {
    const done = await run(() => dataProvider.rejectDonation(record.userId), {
      success: t('console:donations.rejected'),
      failure,
    });
    if (done) drop('donations', (r) => r.id === record.id);
  };

  return (
    <TableRow>
      <RecordCells record={record} columns={columns} />
      <TableCell>
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
      </TableCell>
    </TableRow>
  );
}

/** Receive Donation (admin-operations.md §2, §4, §8): donations waiting for approval. */
export default function DonationList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns = useMemo<RecordColumn<DonationRequestRecord>[]>(
    () => [
      { key: 'name', header: t('console:donations.columns.name'), cell: (r) => r.name },
      ...(
        ['paymentMethod', 'mobileBankMethod', 'mobileBankNumber', 'bankAccountNumber'] as const
      ).map((key) => ({
        key,
        header: t(`console:donations.columns.${key}`),
        cell: (r: DonationRequestRecord) => paymentCells(t, r)[key],
      })),
      {
        key: 'donationAmount',
        header: t('console:donations.columns.donationAmount'),
        cell: (r) => formatTaka(r.donationAmount, language),
      },
      {
        key: 'transactionId',
        header: t('console:donations.columns.transactionId'),
        cell: (r) => r.transactionId,
      },
    ],
    [t, language]
  );
  return (
    <ListBase resource="donations" perPage={1000} disableSyncWithLocation>
      <ListPage
        title={t('console:donations.title')}
        filters={<PaymentFilters resource="donations" />}
      >
        <ListBody empty={t('console:donations.empty')}>
          <RecordTable
            label={t('console:donations.tableLabel')}
            columns={columns}
            actionsHeader={t('console:donations.columns.actions')}
            row={DonationRow}
          />
        </ListBody>
      </ListPage>
    </ListBase>
  );
}
