import type { RentRecord } from '@pathagar/sdk';

let next = 1;

/** A borrow record as the lending calls answer it; each call gets its own rentId. */
export function rentRecord(overrides: Partial<RentRecord> = {}): RentRecord {
  const n = next++;
  return {
    _id: String(n),
    rentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    bookId: 123456,
    userId: 12345,
    bookname: 'পথের পাঁচালী',
    username: 'rahim@example.org',
    date: '2026-11-21T04:00:00.000Z',
    status: 'pending',
    serialNumber: null,
    returnDay: null,
    returnDayNumber: null,
    approvedAt: null,
    receivedAt: null,
    returnedAt: null,
    confirmedAt: null,
    overdue: false,
    ...overrides,
  };
}

const DAY_MS = 86_400_000;

/** An ISO moment `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
