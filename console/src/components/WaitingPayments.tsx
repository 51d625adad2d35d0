import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useT } from './i18n';
import { ResourceListPage } from './lists';
import { PaymentFilters, paymentCells } from './PaymentFilters';
import { RecordTable, type RecordColumn } from './RecordTable';

const PAYMENT_COLUMNS = [
  'paymentMethod',
  'mobileBankMethod',
  'mobileBankNumber',
  'bankAccountNumber',
] as const;

type WaitingPayment = RaRecord &
  Parameters<typeof paymentCells>[1] & { name: string; transactionId: string };

/** A column of the screen's own, its header from `console:<resource>.columns.<key>`. */
export interface OwnColumn<R> {
  key: string;
  cell: (record: R) => ReactNode;
}

/**
 * User Approval and Receive Donation (admin-operations.md §2, §4, §8): the requests waiting for
 * an admin as a table (name, the screen's own columns, the payment, its own again, the
 * transaction id), searched by the payment filters, each row with its decision buttons. Texts
 * come from the screen's keys (`console:<resource>.title`, `.empty`, `.tableLabel`, `.columns.*`).
 */
export function WaitingPayments<R extends WaitingPayment>({
  resource,
  before = [],
  after = [],
  actions,
}: {
  resource: 'approvals' | 'donations';
  before?: OwnColumn<R>[];
  after?: OwnColumn<R>[];
  actions: (props: { record: R }) => ReactNode;
}) {
  const { t } = useTranslation();
  const tx = useT();
  const column = ({ key, cell }: OwnColumn<R>): RecordColumn<R> => ({
    key,
    header: tx(`console:${resource}.columns.${key}`),
    cell,
  });
  const columns = [
    { key: 'name', cell: (r: R) => r.name },
    ...before,
    ...PAYMENT_COLUMNS.map((key) => ({ key, cell: (r: R) => paymentCells(t, r)[key] })),
    ...after,
    { key: 'transactionId', cell: (r: R) => r.transactionId },
  ].map(column);
  return (
    <ResourceListPage
      resource={resource}
      title={tx(`console:${resource}.title`)}
      filters={<PaymentFilters resource={resource} />}
      empty={tx(`console:${resource}.empty`)}
    >
      <RecordTable
        label={tx(`console:${resource}.tableLabel`)}
        columns={columns}
        actionsHeader={tx(`console:${resource}.columns.actions`)}
        actions={actions}
      />
    </ResourceListPage>
  );
}
