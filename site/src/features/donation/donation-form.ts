import { isMobileWallet, parseLocalizedNumber, toLatinDigits } from '@pathagar/shared-i18n';
import { fieldLimits, serverField } from '../../app/form-checks';
import { isEmail } from '../auth/validation';
import type { DonationBody } from './queries';

export interface DonationValues {
  name: string;
  email: string;
  /** '' until the donor picks one; the method-specific fields appear after that. */
  paymentMethod: '' | 'mobileBank' | 'bankTransfer';
  mobileBankMethod: string;
  mobileBankNumber: string;
  bankAccountNumber: string;
  /** Text, not a number input: donors type Bangla digits (৫০০) as often as Latin ones. */
  donationAmount: string;
  transactionId: string;
}

export const EMPTY_DONATION: DonationValues = {
  name: '',
  email: '',
  paymentMethod: '',
  mobileBankMethod: '',
  mobileBankNumber: '',
  bankAccountNumber: '',
  donationAmount: '',
  transactionId: '',
};

export type DonationField = keyof DonationValues;

/** The keys of `site:donation.errors`. */
export type DonationError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'paymentMethodRequired'
  | 'mobileBankMethodRequired'
  | 'mobileBankNumberRequired'
  | 'mobileBankNumberInvalid'
  | 'bankAccountNumberRequired'
  | 'bankAccountNumberInvalid'
  | 'donationAmountRequired'
  | 'donationAmountInvalid'
  | 'donationAmountTooSmall'
  | 'donationAmountTooLarge'
  | 'transactionIdRequired'
  | 'transactionIdTooLong'
  | 'serverField';

/** The contract's limits (DonationForm, PaymentFields, Mobile), generated from openapi/. */
const LIMITS = fieldLimits.DonationForm;
const MAX_NAME = LIMITS.name.maxLength;
const MAX_TRANSACTION_ID = LIMITS.transactionId.maxLength;
const MAX_AMOUNT = LIMITS.donationAmount.maximum;
const MOBILE_SHAPE = new RegExp(LIMITS.mobileBankNumber.pattern);
const ACCOUNT_SHAPE = new RegExp(LIMITS.bankAccountNumber.pattern);

/** Bangla digits to Latin, and the spaces or dashes people group long numbers with removed. */
export function digitsOf(text: string): string {
  return toLatinDigits(text).replace(/[\s-]/g, '');
}

type Rule = (value: string, values: DonationValues) => DonationError | null;

/** Spec §5: what is required, plus the shapes the server would refuse anyway. */
export const DONATION_RULES: Record<DonationField, Rule> = {
  name: (v) => (!v.trim() ? 'nameRequired' : v.trim().length > MAX_NAME ? 'nameTooLong' : null),
  email: (v) => (!v.trim() ? 'emailRequired' : isEmail(v) ? null : 'emailInvalid'),
  paymentMethod: (v) => (v ? null : 'paymentMethodRequired'),
  mobileBankMethod: (v, values) =>
    values.paymentMethod === 'mobileBank' && !isMobileWallet(v) ? 'mobileBankMethodRequired' : null,
  mobileBankNumber: (v, values) => {
    if (values.paymentMethod !== 'mobileBank') return null;
    if (!v.trim()) return 'mobileBankNumberRequired';
    return MOBILE_SHAPE.test(digitsOf(v)) ? null : 'mobileBankNumberInvalid';
  },
  bankAccountNumber: (v, values) => {
    if (values.paymentMethod !== 'bankTransfer') return null;
    if (!v.trim()) return 'bankAccountNumberRequired';
    return ACCOUNT_SHAPE.test(digitsOf(v)) ? null : 'bankAccountNumberInvalid';
  },
  donationAmount: (v) => {
    if (!v.trim()) return 'donationAmountRequired';
    const amount = parseLocalizedNumber(v);
    if (amount === null) return 'donationAmountInvalid';
    // The server keeps paisa; anything below one paisa would be stored as 0.
    if (Math.round(amount * 100) < 1) return 'donationAmountTooSmall';
    return amount > MAX_AMOUNT ? 'donationAmountTooLarge' : null;
  },
  transactionId: (v, values) => {
    if (!values.paymentMethod) return null;
    if (!v.trim()) return 'transactionIdRequired';
    return v.trim().length > MAX_TRANSACTION_ID ? 'transactionIdTooLong' : null;
  },
};

/** The JSON body of POST /Singup/donate: only the chosen method's fields, digits in Latin. */
export function toDonationBody(values: DonationValues): DonationBody {
  const common = {
    name: values.name.trim(),
    email: values.email.trim(),
    donationAmount: parseLocalizedNumber(values.donationAmount) ?? 0,
    transactionId: values.transactionId.trim(),
  };
  if (values.paymentMethod === 'mobileBank' && isMobileWallet(values.mobileBankMethod)) {
    return {
      ...common,
      paymentMethod: 'mobileBank',
      mobileBankMethod: values.mobileBankMethod,
      mobileBankNumber: digitsOf(values.mobileBankNumber),
    };
  }
  return {
    ...common,
    paymentMethod: 'bankTransfer',
    bankAccountNumber: digitsOf(values.bankAccountNumber),
  };
}

/** The form field a server validation error names (`body.mobileBankNumber`), if it is one. */
export function formFieldOf(error: unknown): DonationField | null {
  return serverField(error, Object.keys(EMPTY_DONATION) as DonationField[]);
}
