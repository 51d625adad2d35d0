import type { ReadBook, RentRecord } from '@pathagar/sdk/schema';
import type { RentRecordRow } from '../../db/schema';
import type { Storage } from '../../storage/index';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** Overdue is never stored: the copy is with the member (or waiting for them) past its due date. */
export function isOverdue(row: RentRecordRow, now: Date): boolean {
  return (
    (row.status === 'approved' || row.status === 'Received') &&
    row.return_day !== null &&
    row.return_day.getTime() < now.getTime()
  );
}

export function toRentRecord(row: RentRecordRow, now: Date): RentRecord {
  // Lists leave out finished loans whose book or member was deleted; an open loan always has both.
  if (row.book_id === null || row.user_id === null) {
    throw new Error(
      `Borrow record ${row.rent_id} has lost its book or member and cannot be shown.`
    );
  }
  return {
    // The rentId doubles as `_id`: the internal sequence number would reveal how many loans exist.
    _id: row.rent_id,
    rentId: row.rent_id,
    bookId: row.book_id,
    userId: row.user_id,
    bookname: row.bookname,
    username: row.username,
    date: row.requested_at.toISOString(),
    status: row.status,
    serialNumber: row.serial_number,
    returnDay: iso(row.return_day),
    returnDayNumber: row.return_day_number,
    approvedAt: iso(row.approved_at),
    receivedAt: iso(row.received_at),
    returnedAt: iso(row.returned_at),
    confirmedAt: iso(row.confirmed_at),
    overdue: isOverdue(row, now),
  };
}

export const toRentRecords = (rows: RentRecordRow[], now: Date): RentRecord[] =>
  rows.map((row) => toRentRecord(row, now));

export function toReadBook(
  row: {
    rent_id: string;
    confirmed_at: Date | null;
    requested_at: Date;
    unique_id: number;
    bookname: string;
    bookname_en: string;
    authorname: string;
    authorname_en: string;
    image_key: string;
  },
  storage: Storage
): ReadBook {
  return {
    id: row.rent_id,
    uniqueId: row.unique_id,
    bookname: row.bookname,
    booknameEnglish: row.bookname_en,
    authorname: row.authorname,
    authornameEnglish: row.authorname_en,
    imgUrl: storage.url(row.image_key),
    // Records imported from legacy have no confirmation time; their request date is all we know.
    date: (row.confirmed_at ?? row.requested_at).toISOString(),
  };
}
