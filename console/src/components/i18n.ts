import { isApiError } from '@pathagar/sdk';
import { errorMessage, type TFunction } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useCallback } from 'react';

/**
 * `t` for keys built at run time (`console:books.${field}`): the keys are still checked by
 * shared-i18n's tests (bn and en agree) but the compiler cannot see them.
 */
export function useT() {
  const { t } = useTranslation();
  return useCallback(
    (key: string, options?: Record<string, unknown>) =>
      (t as unknown as (k: string, o?: object) => string)(key, options),
    [t]
  );
}

/**
 * The text for a failed write: the server's reason in the reader's language when it is a
 * specific one (a duplicate serial, a copy out on loan, a bad file…), otherwise the screen's own
 * failure text from the spec.
 */
export function failureText(t: TFunction, error: unknown, fallback: string): string {
  if (isApiError(error) && !['internal', 'unknown', 'unavailable'].includes(error.code)) {
    return errorMessage(t, error);
  }
  return fallback;
}
