import type { MembershipRequest } from '@pathagar/sdk';
import { mobileWalletLabel, paymentMethodLabel, type TFunction } from '@pathagar/shared-i18n';
import { PAYMENT_FILTERS } from '../providers/listing';
import { useT } from './i18n';
import { TextFilters } from './lists';

/**
 * The three partial-match searches of User Approval and Receive Donation (spec §2): mobile bank
 * number, bank account number, transaction id. Labels come from the screen's own texts.
 */
export function PaymentFilters({ resource }: { resource: 'approvals' | 'donations' }) {
  const tx = useT();
  return (
    <TextFilters
      fields={PAYMENT_FILTERS.map((source) => ({
        source,
        label: tx(`console:${resource}.filters.${source}`),
      }))}
    />
  );
}

type Payment = Pick<
  MembershipRequest,
  'paymentMethod' | 'mobileBankMethod' | 'mobileBankNumber' | 'bankAccountNumber'
>;

/**
 * The payment cells in the reader's language; a field that does not belong to the chosen method
 * stays empty (a bank transfer has no wallet, a wallet payment no bank account).
 */
export function paymentCells(t: TFunction, payment: Payment) {
  const mobile = payment.paymentMethod === 'mobileBank';
  const bank = payment.paymentMethod === 'bankTransfer';
  // An unknown method (an old record) shows whatever it holds.
  const showMobile = mobile || !bank;
  const showBank = bank || !mobile;
  return {
    paymentMethod: payment.paymentMethod ? paymentMethodLabel(t, payment.paymentMethod) : '',
    mobileBankMethod:
      showMobile && payment.mobileBankMethod ? mobileWalletLabel(t, payment.mobileBankMethod) : '',
    mobileBankNumber: showMobile ? (payment.mobileBankNumber ?? '') : '',
    bankAccountNumber: showBank ? (payment.bankAccountNumber ?? '') : '',
  };
}
