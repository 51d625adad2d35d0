import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../test/helpers/app';
import { createAdmin, createMember, type TestAdmin } from '../../../test/helpers/fixtures';
import {
  bookAndBorrowers,
  approve,
  confirmReturn,
  createBook,
  createBorrower,
  createBorrowers,
  DAY_MS,
  lend,
  loanAt,
  requestBook,
  shelf,
  storedRecord,
  type TestBook,
} from './test-support';

const decide = (api: TestApi, admin: TestAdmin, json: Record<string, unknown>) =>
  api.call('PUT', '/SingUpAdmin/updateRequestStatus', { token: admin.token, json });

describe('POST /Singup/rentBooks (requestBook)', () => {
  it('records a pending request with the server-set date, status, username and bookname', async ({
    api,
  }) => {
    const [book, member] = await bookAndBorrowers(api, 1, { bookname: 'অপরাজিত' });
    const before = api.clock.now().getTime();
    const res = await api.call('POST', '/Singup/rentBooks', {
      token: member.token,
      json: {
        UserId: member.userId,
        bookId: book.bookId,
        date: '1999-01-01T00:00:00.000Z',
        status: 'pending',
        username: 'someone-else@example.com',
        bookname: 'A made-up name',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Book rented successfully!');
    const record = res.body.rentBook;
    expect(record).toMatchObject({
      bookId: book.bookId,
      userId: member.userId,
      status: 'pending',
      username: member.email,
      bookname: 'অপরাজিত',
      serialNumber: null,
      returnDay: null,
      overdue: false,
    });
    expect(record._id).toBe(record.rentId);
    expect(Date.parse(record.date)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(record.date)).toBeLessThanOrEqual(api.clock.now().getTime());
    const stored = await storedRecord(api, record.rentId);
    expect(stored).toMatchObject({
      status: 'pending',
      user_id: member.userId,
      book_id: book.bookId,
    });
    expect(stored.requested_at.toISOString()).toBe(record.date);
    // A pending request does not take a copy off the shelf.
    expect(await shelf(api, book)).toBe(2);
  });

  it('accepts ids sent as strings, as legacy clients do', async ({ api }) => {
    const [book, member] = await bookAndBorrowers(api, 1);
    const res = await api.call('POST', '/Singup/rentBooks', {
      token: member.token,
      json: { UserId: String(member.userId), bookId: String(book.bookId) },
    });
    expect(res.status).toBe(200);
    expect(res.body.rentBook.bookId).toBe(book.bookId);
  });

  it('refuses a status other than pending', async ({ api }) => {
    const [book, member] = await bookAndBorrowers(api, 1);
    const res = await api.call('POST', '/Singup/rentBooks', {
      token: member.token,
      json: { UserId: member.userId, bookId: book.bookId, status: 'approved' },
    });
    expectError(res, 400, { code: 'validation_failed', field: 'body.status' });
    const rows = await api.db
      .selectFrom('rent_records')
      .where('book_id', '=', book.bookId)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers 404 for a book that does not exist, before looking at the membership', async ({
    api,
  }) => {
    const member = await createMember(api);
    const res = await requestBook(api, member, 999_999);
    expectError(res, 404, { code: 'not_found', message: 'Book not found' });
  });

  it('needs an active membership', async ({ api }) => {
    const book = await createBook(api);
    const never = await createMember(api);
    const res = await requestBook(api, never, book.bookId);
    expectError(res, 403, {
      code: 'membership_required',
      message: 'An active membership is required to borrow books.',
    });

    const lapsed = await createMember(api);
    const now = api.clock.now();
    await api.db
      .insertInto('memberships')
      .values({
        user_id: lapsed.userId,
        started_at: new Date(now.getTime() - 40 * DAY_MS),
        expires_at: new Date(now.getTime() - DAY_MS),
      })
      .execute();
    const expired = await requestBook(api, lapsed, book.bookId);
    expectError(expired, 403, { code: 'membership_required' });
    const rows = await api.db
      .selectFrom('rent_records')
      .where('book_id', '=', book.bookId)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it('sees a membership end when the clock passes its expiry', async ({ api }) => {
    const book = await createBook(api);
    const member = await createMember(api);
    const now = api.clock.now();
    await api.db
      .insertInto('memberships')
      .values({
        user_id: member.userId,
        started_at: now,
        expires_at: new Date(now.getTime() + 60_000),
      })
      .execute();
    expect((await requestBook(api, member, book.bookId)).status).toBe(200);
    const other = await createBook(api);
    try {
      api.clock.advance(2 * 60_000);
      const res = await requestBook(api, member, other.bookId);
      expectError(res, 403, { code: 'membership_required' });
    } finally {
      api.clock.reset();
    }
  });

  it('refuses a second open request for the same book, whatever stage the first is in', async ({
    api,
    admin,
  }) => {
    const [book, member] = await bookAndBorrowers(api, 1, { copies: 3 });
    for (const stage of ['pending', 'approved', 'Received', 'Returned'] as const) {
      const record = await lend(api, admin, member, book, stage);
      const again = await requestBook(api, member, book.bookId);
      expect(again.status, stage).toBe(409);
      expect(again.body).toMatchObject({
        code: 'duplicate_request',
        message: 'You already have an open request for this book.',
      });
      // Finish the record so the next stage can start from a fresh request.
      await api.db
        .updateTable('rent_records')
        .set({ status: 'readed', confirmed_at: api.clock.now() })
        .where('rent_id', '=', record.rentId)
        .execute();
    }
  });

  it('allows a new request once the previous one was rejected or read', async ({ api, admin }) => {
    const [book, member] = await bookAndBorrowers(api, 1);
    const first = await lend(api, admin, member, book, 'pending');
    const rejected = await decide(api, admin, { ...pick(first), status: 'rejected' });
    expect(rejected.status).toBe(200);
    const second = await requestBook(api, member, book.bookId);
    expect(second.status).toBe(200);
    await api.db
      .deleteFrom('rent_records')
      .where('rent_id', '=', second.body.rentBook.rentId)
      .execute();
    await lend(api, admin, member, book, 'readed');
    const third = await requestBook(api, member, book.bookId);
    expect(third.status).toBe(200);
  });

  it('answers out_of_stock when no copy is on the shelf', async ({ api, admin }) => {
    const none = await createBook(api, { copies: 0 });
    const member = await createBorrower(api);
    const empty = await requestBook(api, member, none.bookId);
    expectError(empty, 409, {
      code: 'out_of_stock',
      message: 'This book is out of stock.',
    });

    const one = await createBook(api, { copies: 1 });
    await lend(api, admin, await createBorrower(api), one, 'Returned');
    const allOut = await requestBook(api, member, one.bookId);
    expectError(allOut, 409, { code: 'out_of_stock' });
  });

  it('reports a duplicate before a lack of stock', async ({ api, admin }) => {
    const [book, member] = await bookAndBorrowers(api, 1, { copies: 1 });
    await lend(api, admin, member, book, 'pending');
    await lend(api, admin, await createBorrower(api), book, 'approved');
    const res = await requestBook(api, member, book.bookId);
    expectError(res, 409, { code: 'duplicate_request' });
  });
});

const pick = (r: { userId: number; bookId: number; rentId: string }) => ({
  userId: r.userId,
  bookId: r.bookId,
  rentId: r.rentId,
});

/** A new borrower's request for `book`, decided with `decision` (the record's keys added). */
async function decideNewRequest(
  api: TestApi,
  admin: TestAdmin,
  book: TestBook,
  decision: Record<string, unknown>
) {
  const record = await lend(api, admin, await createBorrower(api), book, 'pending');
  return { record, res: await decide(api, admin, { ...pick(record), ...decision }) };
}

describe('GET /Singup/checkPendingRequest (getOpenRequestForBook)', () => {
  it('answers {exists:false} without an open record, and the open record otherwise', async ({
    api,
    admin,
  }) => {
    const [book, member] = await bookAndBorrowers(api, 1);
    const ask = (token = member.token) =>
      api.call('GET', '/Singup/checkPendingRequest', {
        token,
        query: { UserId: member.userId, bookId: book.bookId, get: 'x' },
      });
    expect((await ask()).body).toEqual({ exists: false });

    const record = await lend(api, admin, member, book, 'pending');
    let res = await ask();
    expect(res.status).toBe(200);
    expect(res.body.pendingRequest).toMatchObject({ rentId: record.rentId, status: 'pending' });

    await approve(api, admin, record, book.serials[0]!);
    res = await ask();
    expect(res.body.pendingRequest).toMatchObject({
      status: 'approved',
      serialNumber: book.serials[0],
    });

    // An admin may ask on a member's behalf.
    res = await ask(admin.token);
    expect(res.body.pendingRequest.rentId).toBe(record.rentId);
  });

  it('does not count rejected or read records as open', async ({ api, admin }) => {
    const [book, member] = await bookAndBorrowers(api, 1);
    const first = await lend(api, admin, member, book, 'pending');
    await decide(api, admin, { ...pick(first), status: 'rejected' });
    await lend(api, admin, member, book, 'readed');
    const res = await api.call('GET', '/Singup/checkPendingRequest', {
      token: member.token,
      query: { UserId: member.userId, bookId: book.bookId },
    });
    expect(res.body).toEqual({ exists: false });
  });
});

describe('GET /SingUpAdmin/checkPendingRequest and checkSinglePendingRequest', () => {
  it('lists pending requests only, oldest first, and [] when there are none', async ({ api }) => {
    await api.truncate();
    const admin = await createAdmin(api);
    const list = () => api.call('GET', '/SingUpAdmin/checkPendingRequest', { token: admin.token });
    expect((await list()).body).toEqual({ pendingRequest: [] });

    const book = await createBook(api, { copies: 3 });
    const other = await createBook(api);
    const [a, b] = await createBorrowers(api, 2);
    const first = await lend(api, admin, a, book, 'pending');
    api.clock.advance(1000);
    const second = await lend(api, admin, b, book, 'pending');
    api.clock.advance(1000);
    const third = await lend(api, admin, a, other, 'pending');
    api.clock.advance(1000);
    await lend(api, admin, b, other, 'approved');
    api.clock.reset();

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.pendingRequest.map((r: { rentId: string }) => r.rentId)).toEqual([
      first.rentId,
      second.rentId,
      third.rentId,
    ]);

    const find = (query: Record<string, number>) =>
      api.call('GET', '/SingUpAdmin/checkSinglePendingRequest', { token: admin.token, query });
    const ids = async (query: Record<string, number>) =>
      (await find(query)).body.pendingRequest.map((r: { rentId: string }) => r.rentId);
    expect(await ids({})).toEqual([first.rentId, second.rentId, third.rentId]);
    expect(await ids({ userId: a.userId })).toEqual([first.rentId, third.rentId]);
    expect(await ids({ bookId: book.bookId })).toEqual([first.rentId, second.rentId]);
    expect(await ids({ userId: b.userId, bookId: other.bookId })).toEqual([]);
    expect(await ids({ userId: 99_999 })).toEqual([]);
    const bad = await find({ bookId: 12 });
    expectError(bad, 400, { field: 'query.bookId' });
  });
});

describe('GET /SingUpAdmin/checkUserSinglePendingRequest (listMemberRequestsByStatus)', () => {
  it("lists one member's records in one status, newest first", async ({ api, admin }) => {
    const [member, other] = await createBorrowers(api, 2);
    const [b1, b2, b3] = [await createBook(api), await createBook(api), await createBook(api)];
    const list = (status: string, token = member.token) =>
      api.call('GET', '/SingUpAdmin/checkUserSinglePendingRequest', {
        token,
        query: { userId: member.userId, status },
      });
    expect((await list('pending')).body).toEqual({ pendingRequest: [] });

    const older = await lend(api, admin, member, b1, 'pending');
    api.clock.advance(1000);
    const newer = await lend(api, admin, member, b2, 'pending');
    api.clock.advance(1000);
    const approved = await lend(api, admin, member, b3, 'approved');
    await lend(api, admin, other, b1, 'pending');
    api.clock.reset();

    const pending = await list('pending');
    expect(pending.body.pendingRequest.map((r: { rentId: string }) => r.rentId)).toEqual([
      newer.rentId,
      older.rentId,
    ]);
    const ok = await list('approved', admin.token);
    expect(ok.body.pendingRequest.map((r: { rentId: string }) => r.rentId)).toEqual([
      approved.rentId,
    ]);
    expect((await list('readed')).body).toEqual({ pendingRequest: [] });
    const bad = await list('Overdue');
    expectError(bad, 400, { field: 'query.status' });
  });
});

describe('PUT /SingUpAdmin/updateRequestStatus (decideBorrowRequest)', () => {
  it('approves with a serial and a loan length, fixing the due date and taking the copy out', async ({
    api,
    admin,
  }) => {
    const { book, member, record } = await loanAt(api, admin, 'pending');
    const before = api.clock.now().getTime();
    const res = await decide(api, admin, {
      ...pick(record),
      status: 'approved',
      serialNumber: book.serials[1],
      returnDayNumber: 10,
      username: 'ignored@example.com',
      bookname: 'ignored',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Request approved successfully');
    const out = res.body.rentBook;
    expect(out).toMatchObject({
      status: 'approved',
      serialNumber: book.serials[1],
      returnDayNumber: 10,
      username: member.email,
      overdue: false,
    });
    const after = api.clock.now().getTime();
    const due = Date.parse(out.returnDay);
    expect(due).toBeGreaterThanOrEqual(before + 10 * DAY_MS);
    expect(due).toBeLessThanOrEqual(after + 10 * DAY_MS);
    expect(due - Date.parse(out.approvedAt)).toBe(10 * DAY_MS);
    const stored = await storedRecord(api, record.rentId);
    expect(stored).toMatchObject({
      status: 'approved',
      serial_number: book.serials[1],
      return_day_number: 10,
    });
    expect(stored.return_day?.toISOString()).toBe(out.returnDay);
    expect(await shelf(api, book)).toBe(1);
  });

  it('takes the loan length from the legacy returnDay, and prefers returnDayNumber', async ({
    api,
    admin,
  }) => {
    const book = await createBook(api, { copies: 2 });
    const { res } = await decideNewRequest(api, admin, book, {
      status: 'approved',
      serialNumber: book.serials[0],
      returnDay: '7',
    });
    expect(res.status).toBe(200);
    expect(res.body.rentBook.returnDayNumber).toBe(7);

    const { res: res2 } = await decideNewRequest(api, admin, book, {
      status: 'approved',
      serialNumber: book.serials[1],
      returnDay: 7,
      returnDayNumber: 21,
    });
    expect(res2.status).toBe(200);
    expect(res2.body.rentBook.returnDayNumber).toBe(21);
    expect(
      Date.parse(res2.body.rentBook.returnDay) - Date.parse(res2.body.rentBook.approvedAt)
    ).toBe(21 * DAY_MS);
  });

  it('rejects, ignoring serial and loan length, and leaves the shelf alone', async ({
    api,
    admin,
  }) => {
    const book = await createBook(api, { copies: 1 });
    const { record, res } = await decideNewRequest(api, admin, book, {
      status: 'rejected',
      serialNumber: '1',
      returnDayNumber: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Request rejected successfully');
    expect(res.body.rentBook).toMatchObject({
      status: 'rejected',
      serialNumber: null,
      returnDay: null,
    });
    expect((await storedRecord(api, record.rentId)).status).toBe('rejected');
    expect(await shelf(api, book)).toBe(1);
  });

  it('validates the approval fields', async ({ api, admin }) => {
    const book = await createBook(api);
    const record = await lend(api, admin, await createBorrower(api), book, 'pending');
    const base = { ...pick(record), status: 'approved' };
    const noSerial = await decide(api, admin, { ...base, returnDayNumber: 5 });
    expectError(noSerial, 400, { field: 'body.serialNumber' });
    const noDays = await decide(api, admin, { ...base, serialNumber: book.serials[0] });
    expect(noDays.status).toBe(400);
    for (const days of [0, 366, 2.5]) {
      const bad = await decide(api, admin, {
        ...base,
        serialNumber: book.serials[0],
        returnDayNumber: days,
      });
      expect(bad.status, String(days)).toBe(400);
    }
    const badStatus = await decide(api, admin, { ...pick(record), status: 'Received' });
    expectError(badStatus, 400, { field: 'body.status' });
    expect((await storedRecord(api, record.rentId)).status).toBe('pending');
  });

  it('answers 404 when the rentId is unknown or belongs to another member or book', async ({
    api,
    admin,
  }) => {
    const book = await createBook(api);
    const other = await createBook(api);
    const member = await createBorrower(api);
    const record = await lend(api, admin, member, book, 'pending');
    const cases = [
      { ...pick(record), rentId: '00000000-0000-4000-8000-000000000000' },
      { ...pick(record), userId: (await createMember(api)).userId },
      { ...pick(record), bookId: other.bookId },
    ];
    for (const c of cases) {
      const res = await decide(api, admin, { ...c, status: 'rejected' });
      expectError(res, 404, { code: 'not_found', message: 'Request not found' });
    }
    expect((await storedRecord(api, record.rentId)).status).toBe('pending');
  });

  it('refuses to decide a request that is no longer pending', async ({ api, admin }) => {
    const { book, record: approved } = await loanAt(api, admin, 'approved');
    for (const body of [
      { status: 'rejected' },
      { status: 'approved', serialNumber: book.serials[1], returnDayNumber: 3 },
    ]) {
      const res = await decide(api, admin, { ...pick(approved), ...body });
      expectError(res, 409, {
        code: 'invalid_transition',
        message: 'This request is no longer pending.',
      });
    }
    const stored = await storedRecord(api, approved.rentId);
    expect(stored).toMatchObject({ status: 'approved', serial_number: book.serials[0] });

    const { record: rejected } = await decideNewRequest(api, admin, book, { status: 'rejected' });
    const again = await decide(api, admin, {
      ...pick(rejected),
      status: 'approved',
      serialNumber: book.serials[1],
      returnDayNumber: 3,
    });
    expectError(again, 409, { code: 'invalid_transition' });
  });

  it('refuses a serial that is not a copy of this book', async ({ api, admin }) => {
    const book = await createBook(api);
    const other = await createBook(api);
    const record = await lend(api, admin, await createBorrower(api), book, 'pending');
    for (const serial of [other.serials[0], '123']) {
      const res = await approve(api, admin, record, serial!);
      expectError(res, 409, {
        code: 'serial_unknown',
        message: 'This serial number is not a copy of this book.',
      });
    }
    expect((await storedRecord(api, record.rentId)).status).toBe('pending');
  });

  it('refuses a copy that is out on another open loan, until that loan is finished', async ({
    api,
    admin,
  }) => {
    const book = await createBook(api, { copies: 2 });
    const serial = book.serials[0]!;
    const first = await lend(api, admin, await createBorrower(api), book, 'Returned', { serial });
    const record = await lend(api, admin, await createBorrower(api), book, 'pending');
    const res = await approve(api, admin, record, serial);
    expectError(res, 409, {
      code: 'serial_on_loan',
      message: 'This copy is already out on another loan.',
    });
    expect((await storedRecord(api, record.rentId)).status).toBe('pending');

    // Once the admin confirms the return, the same copy can be lent again.
    expect((await confirmReturn(api, admin, first)).status).toBe(200);
    const retry = await approve(api, admin, record, serial);
    expect(retry.status).toBe(200);
    expect(retry.body.rentBook.serialNumber).toBe(serial);
  });
});
