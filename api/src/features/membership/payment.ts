import type { PaymentFields } from '@pathagar/sdk/schema';
import type { MembershipApplicationsTable } from '../../db/schema';

type PaymentColumns = Pick<
  MembershipApplicationsTable,
  | 'payment_method'
  | 'mobile_bank_method'
  | 'mobile_bank_number'
  | 'bank_account_number'
  | 'transaction_id'
>;

/**
 * The payment details to store. Only the fields of the chosen method are kept: a form that
 * switched from mobile banking to a bank transfer still sends the wallet fields it showed
 * before, and they would only confuse the admin checking the payment.
 */
export function paymentColumns(body: PaymentFields): PaymentColumns {
  const transaction_id = body.transactionId.trim();
  if (body.paymentMethod === 'mobileBank') {
    return {
      payment_method: 'mobileBank',
      mobile_bank_method: body.mobileBankMethod ?? null,
      mobile_bank_number: body.mobileBankNumber ?? null,
      bank_account_number: null,
      transaction_id,
    };
  }
  return {
    payment_method: 'bankTransfer',
    mobile_bank_method: null,
    mobile_bank_number: null,
    bank_account_number: body.bankAccountNumber ?? null,
    transaction_id,
  };
}

/** Stored payment details as the contract's PaymentFields (absent fields omitted, never null). */
export function paymentFields(row: PaymentColumns): PaymentFields {
  if (row.payment_method === 'mobileBank') {
    return {
      paymentMethod: 'mobileBank',
      mobileBankMethod: row.mobile_bank_method ?? undefined,
      mobileBankNumber: row.mobile_bank_number ?? undefined,
      transactionId: row.transaction_id,
    };
  }
  return {
    paymentMethod: 'bankTransfer',
    bankAccountNumber: row.bank_account_number ?? undefined,
    transactionId: row.transaction_id,
  };
}
