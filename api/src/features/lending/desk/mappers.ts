import type { DeskRow, DeskState } from '@pathagar/sdk/schema';
import type { Storage } from '../../../storage/index';
import type { DeskRecord } from './repository';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function deskStateOf(row: Pick<DeskRecord, 'status' | 'return_requested_at'>): DeskState {
  switch (row.status) {
    case 'pending':
      return 'pending';
    case 'approved':
      return 'waiting_pickup';
    case 'Received':
      return row.return_requested_at ? 'return_requested' : 'with_member';
    case 'Returned':
      return 'returned';
    case 'readed':
      return 'read';
    case 'rejected':
      return 'rejected';
  }
}

export function toDeskRow(
  row: DeskRecord,
  now: Date,
  storage: Storage,
  freeSerials: string[] = []
): DeskRow {
  const out = row.status === 'approved' || row.status === 'Received';
  return {
    rentId: row.rent_id,
    userId: row.user_id,
    bookId: row.book_id,
    status: row.status,
    deskState: deskStateOf(row),
    bookname: row.bookname,
    booknameEnglish: row.bookname_en,
    imgUrl: row.image_key ? storage.url(row.image_key) : null,
    member: {
      uniqueId: row.user_id,
      name: row.member_name,
      email: row.member_email,
      mobile: row.member_mobile,
      currentAddress: row.member_address,
    },
    serialNumber: row.serial_number,
    requestedAt: row.requested_at.toISOString(),
    borrowedOn: iso(row.approved_at),
    dueDate: iso(row.return_day),
    overdue: out && row.return_day !== null && row.return_day.getTime() < now.getTime(),
    returnRequestedAt: iso(row.return_requested_at),
    receivedAt: iso(row.received_at),
    returnedAt: iso(row.returned_at),
    confirmedAt: iso(row.confirmed_at),
    handedOverBy: row.handed_over_by,
    takenBackBy: row.taken_back_by,
    freeSerials: row.status === 'pending' ? freeSerials : [],
  };
}
