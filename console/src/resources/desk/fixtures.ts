import type { DeskRow } from '@pathagar/sdk/schema';

let n = 0;

/** A desk row as GET /ext/desk answers it (a pending request unless said). */
export function deskRow(overrides: Partial<DeskRow> = {}): DeskRow {
  n += 1;
  const userId = 20000 + n;
  return {
    rentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId,
    bookId: 100001,
    status: 'pending',
    deskState: 'pending',
    bookname: 'পথের পাঁচালী',
    booknameEnglish: 'Pather Panchali',
    imgUrl: null,
    member: {
      uniqueId: userId,
      name: `Member ${n}`,
      email: `member${n}@example.org`,
      mobile: `0171000${String(n).padStart(4, '0')}`,
      currentAddress: 'Mirpur 10, Dhaka',
    },
    serialNumber: null,
    requestedAt: '2026-11-20T10:00:00.000Z',
    borrowedOn: null,
    dueDate: null,
    overdue: false,
    returnRequestedAt: null,
    receivedAt: null,
    returnedAt: null,
    confirmedAt: null,
    handedOverBy: null,
    takenBackBy: null,
    freeSerials: ['101', '102', '103'],
    ...overrides,
  };
}

export const deskPage = (items: DeskRow[], defaultLoanDays = 14) => ({
  items,
  total: items.length,
  page: 1,
  limit: 25,
  defaultLoanDays,
});

/** A loan approved with copy `101`, waiting for pickup, due on 4 December. */
export const approvedRow = (overrides: Partial<DeskRow> = {}): DeskRow =>
  deskRow({
    status: 'approved',
    deskState: 'waiting_pickup',
    serialNumber: '101',
    borrowedOn: '2026-11-20T10:00:00.000Z',
    dueDate: '2026-12-04T17:59:59.999Z',
    freeSerials: [],
    ...overrides,
  });
