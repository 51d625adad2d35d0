import type { TFunction } from 'i18next';
import { isOneOf } from './closed-set';

import {
  mobileWalletValues,
  paymentMethodValues,
  type MobileWallet,
  type PaymentMethod,
} from '@pathagar/sdk/schema';

export type { MobileWallet, PaymentMethod };

/** The contract's PaymentMethod (membership fee and donations). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = paymentMethodValues;

/** The contract's MobileWallet; `nogod` is the legacy spelling of Nagad and stays the value. */
export const MOBILE_WALLETS: readonly MobileWallet[] = mobileWalletValues;

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return isOneOf(PAYMENT_METHODS, value);
}

export function isMobileWallet(value: unknown): value is MobileWallet {
  return isOneOf(MOBILE_WALLETS, value);
}

export function paymentMethodKey(value: PaymentMethod) {
  return `labels:paymentMethod.${value}` as const;
}

export function mobileWalletKey(value: MobileWallet) {
  return `labels:mobileWallet.${value}` as const;
}

export function paymentMethodLabel(t: TFunction, value: string): string {
  return isPaymentMethod(value) ? t(paymentMethodKey(value)) : value;
}

export function mobileWalletLabel(t: TFunction, value: string): string {
  return isMobileWallet(value) ? t(mobileWalletKey(value)) : value;
}
