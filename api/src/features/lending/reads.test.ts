import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../test/helpers/api-test';
import type { RentRecord } from '@pathagar/sdk/schema';
import { type TestApi, expectError } from '../../../test/helpers/app';
import { createMember } from '../../../test/helpers/fixtures';
import {
  bookAndBorrowers,
  createBook,
  createBorrower,
  createBorrowers,
  DAY_MS,
  insertRecord,
  lend,
  shelf,
  type TestBook,
} from './test-support';

const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);

/** Finished reads written straight to the table (the transitions have their own suite). */
async function reads(
  api: TestApi,
  book: TestBook,
  userId: number,
  times: number,
  confirmedDaysAgo = 1
) {
  for (let i = 0; i < times; i++) {
    await insertRecord(api, {
      book_id: book.bookId,
      user_id: userId,
      status: 'readed',
      serial_number: book.serials[0],
      return_day: at(confirmedDaysAgo + 5),
      return_day_number: 7,
      requested_at: at(confirmedDaysAgo + 12),
      approved_at: at(confirmedDaysAgo + 12),
      confirmed_at: at(confirmedDaysAgo),
    });
  }
}

describe('GET /Singup/readedSingleBook (countBookReads)', () => {
  it('counts confirmed reads only, without a token', async ({ api, admin }) => {
    const book = await createBook(api, { copies: 3 });
    const count = async (id: number) => {
      const res = await api.call('GET', '/Singup/readedSingleBook', { query: { id } });
      expect(res.status).toBe(200);
      return res.body.total;
    };
    expect(await count(book.bookId)).toBe(0);
    expect(await count(999_999)).toBe(0);

    const [a, b, c] = await createBorrowers(api, 3);
    await lend(api, admin, a, book, 'readed');
    await lend(api, admin, a, book, 'readed');
    await lend(api, admin, b, book, 'Received');
    await lend(api, admin, c, book, 'Returned');
    expect(await count(book.bookId)).toBe(2);
    const other = await createBook(api);
    expect(await count(other.bookId)).toBe(0);
  });

  it('validates the id', async ({ api }) => {
    const missing = await api.call('GET', '/Singup/readedSingleBook');
    expectError(missing, 400, { field: 'query.id' });
    const bad = await api.call('GET', '/Singup/readedSingleBook', { query: { id: 'abc' } });
    expect(bad.status).toBe(400);
  });
});

describe('GET /SingUpAdmin/checkMostReadBook (listMostReadBooks)', () => {
  const mostRead = (api: TestApi, query: Record<string, number> = {}) =>
    api.call('GET', '/SingUpAdmin/checkMostReadBook', { query });

  it('answers [] when nothing has been read', async ({ api, admin }) => {
    const book = await createBook(api);
    await lend(api, admin, await createBorrower(api), book, 'Returned');
    const res = await mostRead(api);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sortedBooks: [] });
  });

  it('orders by count (numbers), then bookId, three by default, `limit` otherwise', async ({
    api,
  }) => {
    const member = await createMember(api);
    const books = await Promise.all([1, 2, 3, 4, 5].map(() => createBook(api)));
    const [b1, b2, b3, b4, b5] = books as [TestBook, TestBook, TestBook, TestBook, TestBook];
    await reads(api, b1, member.userId, 2);
    await reads(api, b2, member.userId, 5);
    await reads(api, b3, member.userId, 2);
    await reads(api, b4, member.userId, 1);
    await reads(api, b5, member.userId, 11);
    // Open loans and other statuses do not count.
    await insertRecord(api, { book_id: b4.bookId, user_id: member.userId, status: 'pending' });
    await insertRecord(api, { book_id: b4.bookId, user_id: member.userId, status: 'rejected' });

    const [lo, hi] = b1.bookId < b3.bookId ? [b1, b3] : [b3, b1];
    const top3 = await mostRead(api);
    expect(top3.body.sortedBooks).toEqual([
      { bookId: b5.bookId, count: 11 },
      { bookId: b2.bookId, count: 5 },
      { bookId: lo.bookId, count: 2 },
    ]);
    const all = await mostRead(api, { limit: 20 });
    expect(all.body.sortedBooks).toEqual([
      { bookId: b5.bookId, count: 11 },
      { bookId: b2.bookId, count: 5 },
      { bookId: lo.bookId, count: 2 },
      { bookId: hi.bookId, count: 2 },
      { bookId: b4.bookId, count: 1 },
    ]);
    expect((await mostRead(api, { limit: 1 })).body.sortedBooks).toEqual([
      { bookId: b5.bookId, count: 11 },
    ]);
    for (const limit of [0, 21]) {
      const bad = await mostRead(api, { limit });
      expectError(bad, 400, { field: 'query.limit' });
    }

    // A book removed from the catalogue drops out of the list.
    await api.db.deleteFrom('books').where('unique_id', '=', b5.bookId).execute();
    expect((await mostRead(api)).body.sortedBooks[0]).toEqual({ bookId: b2.bookId, count: 5 });
  });
});

describe('GET /Singup/checkTotalReadBookUser (listMemberReadRecords)', () => {
  it("lists the member's readed records only, newest request first", async ({ api, admin }) => {
    const [member, other] = await createBorrowers(api, 2);
    const list = (token = member.token) =>
      api.call('GET', '/Singup/checkTotalReadBookUser', {
        token,
        query: { userId: member.userId },
      });
    expect((await list()).body).toEqual({ readBooks: [] });

    const b1 = await createBook(api);
    const b2 = await createBook(api);
    const first = await lend(api, admin, member, b1, 'readed');
    api.clock.advance(1000);
    const second = await lend(api, admin, member, b2, 'readed');
    api.clock.advance(1000);
    await lend(api, admin, member, b1, 'Returned');
    await lend(api, admin, other, b2, 'readed');
    api.clock.reset();

    const res = await list();
    expect(res.status).toBe(200);
    const records = res.body.readBooks as RentRecord[];
    expect(records.map((r) => r.rentId)).toEqual([second.rentId, first.rentId]);
    expect(records.every((r) => r.status === 'readed' && r.confirmedAt !== null)).toBe(true);
    expect((await list(admin.token)).body.readBooks).toHaveLength(2);
  });

  it('validates the userId', async ({ api, admin }) => {
    const res = await api.call('GET', '/Singup/checkTotalReadBookUser', {
      token: admin.token,
      query: { userId: 'abc' },
    });
    expectError(res, 400, { code: 'validation_failed', field: 'query.userId' });
  });
});

describe('GET /Singup/readBooks (listReadBooks)', () => {
  it('lists the read books with the book fields, newest confirmation first, repeats included', async ({
    api,
  }) => {
    const member = await createBorrower(api);
    const list = () =>
      api.call('GET', '/Singup/readBooks', {
        token: member.token,
        query: { userId: member.userId },
      });
    expect((await list()).body).toEqual({ readBooks: [] });

    const b1 = await createBook(api, { bookname: 'আরণ্যক', booknameEn: 'Aranyak' });
    const b2 = await createBook(api, { bookname: 'ইছামতী', booknameEn: 'Ichamati' });
    await reads(api, b1, member.userId, 1, 10);
    await reads(api, b2, member.userId, 1, 5);
    await reads(api, b1, member.userId, 1, 1);
    await insertRecord(api, { book_id: b2.bookId, user_id: member.userId, status: 'pending' });

    const res = await list();
    expect(res.status).toBe(200);
    const books = res.body.readBooks as {
      id: string;
      uniqueId: number;
      bookname: string;
      booknameEnglish: string;
      authornameEnglish: string;
      imgUrl: string;
      date: string;
    }[];
    expect(books.map((b) => b.uniqueId)).toEqual([b1.bookId, b2.bookId, b1.bookId]);
    expect(books[0]).toMatchObject({
      bookname: 'আরণ্যক',
      booknameEnglish: 'Aranyak',
      authornameEnglish: 'Bibhutibhushan Bandyopadhyay',
    });
    expect(books[0]!.imgUrl).toMatch(/^http:\/\/api\.test\/.+cover-/);
    expect(new Set(books.map((b) => b.id)).size).toBe(3);
    const dates = books.map((b) => Date.parse(b.date));
    expect(dates[0]).toBeGreaterThan(dates[1]!);
    expect(dates[1]).toBeGreaterThan(dates[2]!);
    const stored = await api.db
      .selectFrom('rent_records')
      .select(['rent_id', 'confirmed_at'])
      .where('rent_id', '=', books[2]!.id)
      .executeTakeFirstOrThrow();
    expect(stored.confirmed_at?.toISOString()).toBe(books[2]!.date);
  });
});

describe('GET /SingUpAdmin/checkTotalReadBookThisMonth (listAllLoans)', () => {
  it('lists every approved loan, newest request first, and filters with since', async ({
    api,
    admin,
  }) => {
    const list = (query: Record<string, string> = {}) =>
      api.call('GET', '/SingUpAdmin/checkTotalReadBookThisMonth', { token: admin.token, query });
    expect((await list()).body).toEqual({ readBooks: [] });

    const member = await createMember(api);
    const book = await createBook(api, { copies: 4 });
    const ago = async (days: number, status: RentRecord['status'], serial?: string) =>
      insertRecord(api, {
        book_id: book.bookId,
        user_id: member.userId,
        status,
        serial_number: serial ?? null,
        return_day: serial ? at(days - 14) : null,
        requested_at: at(days),
      });
    const old = await ago(400, 'readed');
    const lastMonth = await ago(40, 'readed');
    const returned = await ago(3, 'Returned', book.serials[0]);
    // Each member has one open record per book; give the others to fresh members.
    const othersLoan = async (status: RentRecord['status'], serial: string, days: number) =>
      insertRecord(api, {
        book_id: book.bookId,
        user_id: (await createMember(api)).userId,
        status,
        serial_number: serial,
        return_day: at(-10),
        requested_at: at(days),
      });
    const received = await othersLoan('Received', book.serials[1]!, 2);
    const approved = await othersLoan('approved', book.serials[2]!, 1);
    await insertRecord(api, {
      book_id: book.bookId,
      user_id: (await createMember(api)).userId,
      status: 'pending',
      requested_at: at(0.5),
    });
    await ago(0.2, 'rejected');

    const all = await list();
    expect(all.status).toBe(200);
    expect((all.body.readBooks as RentRecord[]).map((r) => r.rentId)).toEqual([
      approved,
      received,
      returned,
      lastMonth,
      old,
    ]);
    const recent = await list({ since: at(30).toISOString() });
    expect((recent.body.readBooks as RentRecord[]).map((r) => r.rentId)).toEqual([
      approved,
      received,
      returned,
    ]);
    const year = await list({ since: at(365).toISOString() });
    expect(year.body.readBooks).toHaveLength(4);
    const bad = await list({ since: 'last month' });
    expectError(bad, 400, { field: 'query.since' });
  });
});

describe('DELETE /SingUpAdmin/deleteAllBookInfo (deleteAllBorrowRecords)', () => {
  it('deletes every borrow record and nothing else; everything counts from zero again', async ({
    api,
    admin,
  }) => {
    const [book, a, b] = await bookAndBorrowers(api, 2, { copies: 2 });
    await lend(api, admin, a, book, 'readed');
    await lend(api, admin, a, book, 'Received');
    await lend(api, admin, b, book, 'approved');
    const c = await createBorrower(api);
    await lend(api, admin, c, await createBook(api), 'pending');
    expect(await shelf(api, book)).toBe(0);

    // Two copies are out: refused, naming how many, until the admin writes those loans off.
    const refused = await api.call('DELETE', '/SingUpAdmin/deleteAllBookInfo', {
      token: admin.token,
      query: { confirm: true },
    });
    expectError(refused, 409, { code: 'copies_out', copiesOut: 2 });
    expect(refused.body.message).toMatch(/^2 copies are still out on loan\./);
    expect(await api.db.selectFrom('rent_records').selectAll().execute()).toHaveLength(4);

    const res = await api.call('DELETE', '/SingUpAdmin/deleteAllBookInfo', {
      token: admin.token,
      query: { confirm: true, writeOff: true },
    });
    expect(res.status).toBe(200);
    // The export the reset wrote is downloadable from the console.
    const download = await api.call('GET', `/ext/exports/${res.body.exportFile}`, {
      token: admin.token,
    });
    expect(download.status).toBe(200);
    expect(download.body).toMatchObject({ table: 'rent_records', count: 4 });
    expect(download.body.rows).toHaveLength(4);
    const unknown = await api.call(
      'GET',
      '/ext/exports/2000-01-01T00-00-00-000Z-rent_records.json',
      {
        token: admin.token,
      }
    );
    expect(unknown.status).toBe(404);
    const traversal = await api.call('GET', `/ext/exports/${encodeURIComponent('../jwt-secret')}`, {
      token: admin.token,
    });
    expect(traversal.status).toBe(400);
    expect(res.body).toEqual({
      message: 'All Book Information have been deleted successfully.',
      deletedCount: 4,
      exportFile: expect.stringMatching(/-rent_records\.json$/),
    });
    expect(await api.db.selectFrom('rent_records').selectAll().execute()).toEqual([]);
    expect(await shelf(api, book)).toBe(2);
    const count = await api.call('GET', '/Singup/readedSingleBook', { query: { id: book.bookId } });
    expect(count.body.total).toBe(0);
    expect((await api.call('GET', '/SingUpAdmin/checkMostReadBook')).body.sortedBooks).toEqual([]);
    const pending = await api.call('GET', '/SingUpAdmin/checkPendingRequest', {
      token: admin.token,
    });
    expect(pending.body.pendingRequest).toEqual([]);
    // Books, copies, members and memberships stay.
    expect(await api.db.selectFrom('books').selectAll().execute()).toHaveLength(2);
    expect(await api.db.selectFrom('book_copies').selectAll().execute()).toHaveLength(4);
    expect(await api.db.selectFrom('users').selectAll().execute()).toHaveLength(3);
    expect(await api.db.selectFrom('memberships').selectAll().execute()).toHaveLength(3);
    // The members can borrow again straight away.
    expect((await lend(api, admin, a, book, 'approved')).status).toBe('approved');

    const again = await api.call('DELETE', '/SingUpAdmin/deleteAllBookInfo', {
      token: admin.token,
      query: { confirm: true, writeOff: true },
    });
    expect(again.body.deletedCount).toBe(1);
    const empty = await api.call('DELETE', '/SingUpAdmin/deleteAllBookInfo', {
      token: admin.token,
      query: { confirm: true },
    });
    expect(empty.body.deletedCount).toBe(0);
  });
});
