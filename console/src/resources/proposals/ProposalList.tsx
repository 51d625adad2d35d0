import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';

import DeleteIcon from '@mui/icons-material/Delete';
import {
  formatDate,
  MOBILE_WALLETS,
  mobileWalletLabel,
  paymentMethodLabel,
  type TFunction,
} from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useListContext } from 'react-admin';
import { Pagination } from '../../components/Pagination';
import { ConfirmActionButton } from '../../components/ConfirmActionButton';

import { ChoiceFilter, ResourceListPage, TextFilters } from '../../components/lists';
import { RecordTable, type RecordColumn } from '../../components/RecordTable';
import { useListRowAction } from '../../components/useRowAction';
import { isExpired, type ProposalRecord } from './dataProvider';
import { useConsoleDataProvider } from '../../providers/useConsoleDataProvider';

/** The values bankingService holds: a wallet, or a bank transfer (contract AcceptedPayment). */
const BANKING_SERVICES = [...MOBILE_WALLETS, 'bankTransfer'] as const;

const bankingLabel = (t: TFunction, value: string) =>
  value === 'bankTransfer' ? paymentMethodLabel(t, value) : mobileWalletLabel(t, value);

function ExpiredFilter() {
  const { t } = useTranslation();
  const { filterValues, setFilters } = useListContext();
  return (
    <FormControlLabel
      label={t('console:proposals.filters.expired')}
      control={
        <Checkbox
          checked={Boolean(filterValues.expired)}
          onChange={(e) => setFilters({ ...filterValues, expired: e.target.checked || undefined })}
        />
      }
    />
  );
}

function ProposalActions({ record }: { record: ProposalRecord }) {
  const { t } = useTranslation();
  const dataProvider = useConsoleDataProvider();
  const { pending, act } = useListRowAction('proposals', t('console:proposals.gone'));
  const remove = () =>
    act(() => dataProvider.deleteProposal(record), {
      success: t('console:proposals.deleted'),
      failure: () => t('console:proposals.deleteFailed'),
      leaves: (r) => r.id === record.id,
    });
  return (
    <ConfirmActionButton
      text={t('delete')}
      label={t('console:proposals.deleteNamed', { id: record.id })}
      icon={<DeleteIcon />}
      disabled={pending}
      title={t('console:app.confirmDeleteTitle')}
      question={t('console:proposals.deleteQuestion', { id: record.id, plan: record.planName })}
      confirmText={t('delete')}
      onConfirm={() => void remove()}
    />
  );
}

/** Proposals (admin-operations.md §2, §5, §8): accepted membership payments. */
export default function ProposalList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns = useMemo<RecordColumn<ProposalRecord>[]>(
    () => [
      { key: 'id', header: t('console:proposals.columns.id'), cell: (r) => r.id },
      {
        key: 'userId',
        header: t('console:proposals.columns.userId'),
        // A deleted member's payment stays as a financial record, without its member.
        cell: (r) => r.userId ?? t('console:proposals.deletedMember'),
      },
      {
        key: 'planName',
        header: t('console:proposals.columns.planName'),
        cell: (r) => r.planName,
      },
      {
        key: 'mobileNumber',
        header: t('console:proposals.columns.mobileNumber'),
        cell: (r) => r.mobileNumber,
      },
      {
        key: 'bankingService',
        header: t('console:proposals.columns.bankingService'),
        cell: (r) => bankingLabel(t, r.bankingService),
      },
      {
        key: 'expDate',
        header: t('console:proposals.columns.expDate'),
        cell: (r) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {formatDate(r.expDate, language)}
            {isExpired(r) && (
              <Chip size="small" color="warning" label={t('console:proposals.expired')} />
            )}
          </Box>
        ),
      },
    ],
    [t, language]
  );
  return (
    <ResourceListPage
      resource="proposals"
      perPage={50}
      empty={t('console:proposals.empty')}
      title={t('console:proposals.title')}
      filters={
        <>
          <TextFilters
            fields={(['userId', 'planName', 'mobileNumber'] as const).map((source) => ({
              source,
              label: t(`console:proposals.filters.${source}`),
            }))}
          />
          <ChoiceFilter
            source="bankingService"
            label={t('console:proposals.filters.bankingService')}
            emptyLabel={t('console:proposals.filters.allBankingServices')}
            options={BANKING_SERVICES.map((value) => ({ value, label: bankingLabel(t, value) }))}
          />
          <ExpiredFilter />
        </>
      }
    >
      <RecordTable
        label={t('console:proposals.tableLabel')}
        columns={columns}
        actionsHeader={t('console:proposals.columns.actions')}
        actions={ProposalActions}
      />
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
    </ResourceListPage>
  );
}
