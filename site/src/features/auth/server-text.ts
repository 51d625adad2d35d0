import type { ApiErrorCode } from '@pathagar/sdk';
import { errorMessage, type TFunction } from '@pathagar/shared-i18n';

/**
 * The spec gives each form one failure text; a few server answers say something the member can
 * act on (wait, the address is taken, the file is not a photo), and those get their own text.
 */
export function failureText(
  t: TFunction,
  error: unknown,
  fallback: string,
  explained: readonly ApiErrorCode[]
): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return explained.includes(code as ApiErrorCode) ? errorMessage(t, error) : fallback;
}

/** Rate limits: the member must wait, whatever form they are on. */
export const RATE_LIMIT_CODES = ['rate_limited', 'too_many_attempts'] as const;
