import { rentDisplayStatus } from '@pathagar/shared-i18n';
import type { RentRecord } from './queries';

export type BadgeColor = 'red' | 'green' | 'blue';

/** Spec §2 Profile: red for Overdue, green for Returned, otherwise blue. */
export function badgeColor(record: Pick<RentRecord, 'status' | 'overdue'>): BadgeColor {
  if (rentDisplayStatus(record.status, record.overdue) === 'overdue') return 'red';
  return record.status === 'Returned' ? 'green' : 'blue';
}

/** Spec §2 Profile: a red border when the return day is past and the book is not Returned. */
export function isPastDue(
  record: Pick<RentRecord, 'status' | 'returnDay'>,
  now: Date = new Date()
): boolean {
  if (!record.returnDay || record.status === 'Returned') return false;
  const due = new Date(record.returnDay).getTime();
  return Number.isFinite(due) && due < now.getTime();
}
