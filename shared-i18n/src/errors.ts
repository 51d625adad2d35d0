import type { TFunction } from 'i18next';
import { isOneOf } from './closed-sets/closed-set';

import { errorCodeValues, type ErrorCode } from '@pathagar/sdk/schema';

export type { ErrorCode };

/** The contract's ErrorCode, in its order; each has a text in the `errors` namespace. */
export const ERROR_CODES: readonly ErrorCode[] = errorCodeValues;

/** The SDK's own code for a request that never got an HTTP answer (offline, DNS, CORS). */
export const NETWORK_ERROR_CODE = 'network_error';

export function isErrorCode(value: unknown): value is ErrorCode {
  return isOneOf(ERROR_CODES, value);
}

function codeOf(error: unknown): unknown {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'code' in error) return error.code;
  return undefined;
}

/**
 * The key of the text to show for an error: a contract code, the SDK's `network_error`, or
 * anything else (the SDK's `unknown`, a thrown TypeError, nothing) which gets the generic text
 * rather than the raw English `message`.
 */
export function errorMessageKey(error: unknown) {
  const code = codeOf(error);
  if (isErrorCode(code)) return `errors:${code}` as const;
  if (code === NETWORK_ERROR_CODE) return 'common:networkError' as const;
  return 'common:somethingWentWrong' as const;
}

/** Accepts a code or anything with a `code` (the SDK's ApiError) so apps need no mapping. */
export function errorMessage(t: TFunction, error: unknown): string {
  return t(errorMessageKey(error));
}
