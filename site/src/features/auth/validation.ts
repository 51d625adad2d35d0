import { toLatinDigits } from '@pathagar/shared-i18n';
import { fieldLimits } from '../../app/form-checks';

/**
 * The spec's e-mail shape: something, @, something, dot, something (§5 Forgot password), with one
 * @ only, which the server's format check also demands.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contract's Mobile: digits with an optional leading +, 6 to 15 of them. */
const MOBILE_SHAPE = new RegExp(fieldLimits.AccountFields.mobile.pattern);

/** The contract's Password rule (8 to 128 characters); checked here so no request is wasted. */
export const MIN_PASSWORD_LENGTH = fieldLimits.AccountFields.password.minLength;
export const MAX_PASSWORD_LENGTH = fieldLimits.AccountFields.password.maxLength;

/** Members type Bangla digits and group numbers with spaces or dashes; the API wants ASCII digits. */
export function normalizeNumber(value: string): string {
  return toLatinDigits(value).replace(/[\s-]/g, '');
}

export function isMobileNumber(value: string): boolean {
  return MOBILE_SHAPE.test(normalizeNumber(value));
}

export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
