import { clubDay } from '@pathagar/shared-i18n';
import type { RentRecord } from './queries';

/** "2026-03": the calendar month in the club's zone, where a month starts at Dhaka midnight. */
const clubMonth = (date: Date): string | undefined => clubDay(date)?.slice(0, 7);

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
