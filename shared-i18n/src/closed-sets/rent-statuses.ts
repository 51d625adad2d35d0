import type { TFunction } from 'i18next';
import { isOneOf } from './closed-set';

import { rentStatusValues, type RentStatus } from '@pathagar/sdk/schema';

export type { RentStatus };

/**
 * The contract's RentStatus: the stored legacy strings, case and misspelling (`readed`) included,
 * in lifecycle order.
 */
export const RENT_STATUSES: readonly RentStatus[] = rentStatusValues;

/** Never stored: the server derives it from the due date and reports it as `overdue: true`. */
export const OVERDUE = 'overdue';

/** What a status column can show: the stored statuses plus the derived one. */
export type RentDisplayStatus = RentStatus | typeof OVERDUE;
export const RENT_DISPLAY_STATUSES: readonly RentDisplayStatus[] = [...RENT_STATUSES, OVERDUE];

/** Readable keys: the stored values differ only by case or are misspelt. */
const RENT_STATUS_SLUGS = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  Received: 'received',
  Returned: 'returned',
  readed: 'read',
  overdue: 'overdue',
} as const satisfies Record<RentDisplayStatus, string>;

export function isRentStatus(value: unknown): value is RentStatus {
  return isOneOf(RENT_STATUSES, value);
}

/**
 * The status to show for a record: `overdue` when the server flags it (it only does for approved
 * and Received loans past their due date), otherwise the stored status.
 */
export function rentDisplayStatus(status: RentStatus, overdue?: boolean | null): RentDisplayStatus {
  return overdue === true ? OVERDUE : status;
}

export function rentStatusKey(value: RentDisplayStatus) {
  return `labels:rentStatus.${RENT_STATUS_SLUGS[value]}` as const;
}

/** Pass the record's `overdue` flag too, so a late loan reads "Overdue" instead of its status. */
export function rentStatusLabel(t: TFunction, status: string, overdue?: boolean | null): string {
  if (overdue === true) return t(rentStatusKey(OVERDUE));
  return isRentStatus(status) ? t(rentStatusKey(status)) : status;
}
