import { parseLocalizedNumber } from '@pathagar/shared-i18n';
import { MAX_LOAN_DAYS, MIN_LOAN_DAYS } from './dataProvider';

export type LoanDaysResult = { days: number } | { error: 'required' | 'invalid' };

/**
 * The return-day field as typed, Bangla digits included: a whole number of days within the
 * contract's LoanDays (1 to 365).
 */
export function parseLoanDays(text: string): LoanDaysResult {
  if (!text.trim()) return { error: 'required' };
  const days = parseLocalizedNumber(text);
  if (days === null || !Number.isInteger(days) || days < MIN_LOAN_DAYS || days > MAX_LOAN_DAYS) {
    return { error: 'invalid' };
  }
  return { days };
}
