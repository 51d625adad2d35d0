import { CLUB_TIME_ZONE } from '@pathagar/shared-i18n';
import type { RentRecord } from './queries';

const yearMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** "2026-03": the calendar month in the club's zone, where a month starts at Dhaka midnight. */
function clubMonth(date: Date): string {
  return yearMonth.format(date);
}

/** When the book was finished: the confirmed return, else the request date (contract note). */
function finishedAt(record: Pick<RentRecord, 'confirmedAt' | 'date'>): Date | null {
  const date = new Date(record.confirmedAt ?? record.date);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Read Books (This Month)" and "Total Read Books" (spec §2 Profile, §7). */
export function readCounts(
  records: readonly Pick<RentRecord, 'confirmedAt' | 'date'>[],
  now: Date = new Date()
) {
  const month = clubMonth(now);
  const thisMonth = records.filter((record) => {
    const date = finishedAt(record);
    return date !== null && clubMonth(date) === month;
  }).length;
  return { thisMonth, total: records.length };
}
