import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import type { RentRecord } from '@pathagar/sdk/schema';
import type { TestApi } from '../../../test/helpers/app';
import type { TestMember } from '../../../test/helpers/fixtures';
import {
  approve,
  confirmReturn,
  createBook,
  createBorrower,
  lend,
  memberAction,
  requestBook,
  shelf,
  storedRecord,
  type TestBook,
} from './test-support';

/**
 * Races: many simultaneous calls on one book or one record. On PostgreSQL the test pool has five
 * connections, so these transactions really overlap; on PGlite they interleave one at a time.
 */
let members: TestMember[];

it.beforeAll(async ({ api }) => {
  members = [];
  for (let i = 0; i < 21; i++) members.push(await createBorrower(api));
});

const statuses = (results: { status: number }[]) =>
  results.map((r) => r.status).sort((x, y) => x - y);

async function openLoans(api: TestApi, book: TestBook) {
  return api.db
    .selectFrom('rent_records')
    .select(['rent_id', 'serial_number', 'status'])
    .where('book_id', '=', book.bookId)
    .where('status', 'in', ['approved', 'Received', 'Returned'])
    .execute();
}

async function serialsOnTwoOpenLoans(api: TestApi): Promise<number> {
  const rows = await sql<{ n: number }>`
    select count(*)::int as n from (
      select serial_number from rent_records
      where status in ('approved', 'Received', 'Returned')
      group by serial_number having count(*) > 1
    ) as doubled`.execute(api.db);
  return Number(rows.rows[0]!.n);
}

async function pendingRequests(
  api: TestApi,
  book: TestBook,
  who: TestMember[]
): Promise<RentRecord[]> {
  const records: RentRecord[] = [];
  for (const member of who) {
    const res = await requestBook(api, member, book.bookId);
    expect(res.status).toBe(200);
    records.push(res.body.rentBook);
  }
  return records;
}

describe('approvals competing for the last copy', () => {
  it('lets exactly one of 20 simultaneous approvals of the free serial through', async ({
    api,
    admin,
  }) => {
    const book = await createBook(api, { copies: 2 });
    const [first, ...rest] = members;
    const out = await lend(api, admin, first!, book, 'Received', { serial: book.serials[0] });
    expect(await shelf(api, book)).toBe(1);
    const requests = await pendingRequests(api, book, rest.slice(0, 20));
    expect(requests).toHaveLength(20);

    const free = book.serials[1]!;
    const results = await Promise.all(requests.map((r) => approve(api, admin, r, free, 14)));

    expect(statuses(results)).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body).toMatchObject({
        code: 'serial_on_loan',
        message: 'This copy is already out on another loan.',
      });
    }
    const winner = results.find((r) => r.status === 200)!.body.rentBook as RentRecord;
    expect(winner).toMatchObject({ status: 'approved', serialNumber: free });

    expect(await shelf(api, book)).toBe(0);
    const loans = await openLoans(api, book);
    expect(loans).toHaveLength(2);
    expect(new Set(loans.map((l) => l.serial_number))).toEqual(new Set(book.serials));
    expect(loans.map((l) => l.rent_id).sort()).toEqual([out.rentId, winner.rentId].sort());
    expect(await serialsOnTwoOpenLoans(api)).toBe(0);
    // The 19 losers are still pending, untouched, and can be approved once a copy is back.
    const losers = requests.filter((r) => r.rentId !== winner.rentId);
    for (const loser of losers) {
      expect((await storedRecord(api, loser.rentId)).status).toBe('pending');
    }
  });

  it('lends each of two free copies once when 20 approvals race over them', async ({
    api,
    admin,
  }) => {
    const book = await createBook(api, { copies: 2 });
    const requests = await pendingRequests(api, book, members.slice(1, 21));
    const results = await Promise.all(
      requests.map((r, i) => approve(api, admin, r, book.serials[i % 2]!, 7))
    );
    expect(statuses(results)).toEqual([200, 200, ...Array<number>(18).fill(409)]);
    const winners = results
      .filter((r) => r.status === 200)
      .map((r) => r.body.rentBook.serialNumber);
    expect(winners.sort()).toEqual([...book.serials].sort());
    expect(await shelf(api, book)).toBe(0);
    expect(await openLoans(api, book)).toHaveLength(2);
    expect(await serialsOnTwoOpenLoans(api)).toBe(0);
  });

  it('never lends a copy twice when approvals race with returns being confirmed', async ({
    api,
    admin,
  }) => {
    const book = await createBook(api, { copies: 1 });
    const holder = members[0]!;
    // Everyone asks while the copy is on the shelf; then the holder gets it and brings it back.
    const [held, ...requests] = await pendingRequests(api, book, members.slice(0, 11));
    expect((await approve(api, admin, held!, book.serials[0]!, 7)).status).toBe(200);
    expect((await memberAction(api, holder, '/Singup/recivedBook', held!)).status).toBe(200);
    const returned = await memberAction(api, holder, '/Singup/returnBook', held!);
    expect(returned.status).toBe(200);
    const loan = returned.body.book as RentRecord;
    const results = await Promise.all([
      confirmReturn(api, admin, loan),
      ...requests.map((r) => approve(api, admin, r, book.serials[0]!, 7)),
    ]);
    expect(results[0]!.status).toBe(200);
    const approvals = results.slice(1);
    // Approvals that ran before the confirmation are refused; at most one after it succeeds.
    const lent = approvals.filter((r) => r.status === 200).length;
    expect(lent).toBeLessThanOrEqual(1);
    expect(approvals.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await openLoans(api, book)).toHaveLength(lent);
    expect(await serialsOnTwoOpenLoans(api)).toBe(0);
    expect(await shelf(api, book)).toBe(1 - lent);
  });
});

describe('requests and transitions racing with themselves', () => {
  it('records one of 20 simultaneous identical requests by one member', async ({ api }) => {
    const book = await createBook(api, { copies: 1 });
    const member = members[20]!;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => requestBook(api, member, book.bookId))
    );
    expect(statuses(results)).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body).toMatchObject({
        code: 'duplicate_request',
        message: 'You already have an open request for this book.',
      });
    }
    const rows = await api.db
      .selectFrom('rent_records')
      .select(['status'])
      .where('book_id', '=', book.bookId)
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows).toEqual([{ status: 'pending' }]);
  });

  it('applies one of 10 simultaneous "returned" calls on one loan', async ({ api, admin }) => {
    const book = await createBook(api);
    const member = members[3]!;
    const loan = await lend(api, admin, member, book, 'Received');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => memberAction(api, member, '/Singup/returnBook', loan))
    );
    expect(statuses(results)).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await storedRecord(api, loan.rentId)).status).toBe('Returned');
  });

  it('lets either the cancel or the confirmation of a return win, never both', async ({
    api,
    admin,
  }) => {
    const book = await createBook(api);
    const member = members[4]!;
    const loan = await lend(api, admin, member, book, 'Returned');
    const [cancel, confirm] = await Promise.all([
      memberAction(api, member, '/Singup/cancelReturn', loan),
      confirmReturn(api, admin, loan),
    ]);
    expect(statuses([cancel!, confirm!])).toEqual([200, 409]);
    const final = (await storedRecord(api, loan.rentId)).status;
    expect(final).toBe(cancel!.status === 200 ? 'Received' : 'readed');
  });
});
