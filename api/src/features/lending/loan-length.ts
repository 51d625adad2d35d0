import { badRequest } from '../../http/errors';
import { clubDate, fromClubWallClock } from '../../club-time';

export const MAX_LOAN_DAYS = 365;

export interface LoanEnd {
  days: number;
  due: Date;
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant the club day `YYYY-MM-DD` ends (the last millisecond before the next midnight). */
function endOfClubDay(day: string): Date {
  const [, y, m, d] = DAY_ONLY.exec(day)!;
  return new Date(fromClubWallClock(Number(y), Number(m) - 1, Number(d) + 1).getTime() - 1);
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The end of a loan approved now, from a number of days or an explicit due date (a club day, or
 * a date-time whose club day is taken). Days win over a date; a date must fall from tomorrow to
 * 365 days ahead. `field` names the input at fault in the 400.
 */
export function resolveLoanEnd(
  now: Date,
  input: { days?: number; dueDate?: string },
  field: string
): LoanEnd {
  if (input.days !== undefined) {
    return { days: input.days, due: new Date(now.getTime() + input.days * 86_400_000) };
  }
  const raw = input.dueDate!;
  const instant = new Date(DAY_ONLY.test(raw) ? `${raw}T00:00:00Z` : raw);
  // A day that does not exist (2026-02-31) would roll over silently; refuse it instead.
  const valid =
    !Number.isNaN(instant.getTime()) &&
    (!DAY_ONLY.test(raw) || instant.toISOString().slice(0, 10) === raw);
  const parsed = valid ? (DAY_ONLY.test(raw) ? raw : clubDate(instant)) : '';
  const days = valid ? dayNumber(parsed) - dayNumber(clubDate(now)) : NaN;
  if (!Number.isFinite(days) || days < 1 || days > MAX_LOAN_DAYS) {
    throw badRequest(
      `${field} must be a due date from tomorrow to ${MAX_LOAN_DAYS} days ahead.`,
      field
    );
  }
  return { days, due: endOfClubDay(parsed) };
}

/** Legacy `returnDay` is a number of days or, as admin-operations.md §3 has it, the due date. */
export function splitReturnDay(value: number | string | undefined): {
  days?: number;
  dueDate?: string;
} {
  if (value === undefined) return {};
  // Legacy consoles may send the days as text ("7").
  if (typeof value === 'number' || /^[0-9]+$/.test(value)) return { days: Number(value) };
  return { dueDate: value };
}
