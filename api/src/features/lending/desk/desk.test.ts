import { describe, expect } from 'vitest';
import type { DeskRow } from '@pathagar/sdk/schema';
import { it } from '../../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../../test/helpers/app';
import { type TestAdmin, unusedUserId } from '../../../../test/helpers/fixtures';
import {
  bookAndBorrowers,
  createBook,
  createBorrower,
  DAY_MS,
  lend,
  loanAt,
  requestBook,
  storedRecord,
  travel,
} from '../test-support';

const desk = (api: TestApi, admin: TestAdmin, query: Record<string, string | number>) =>
  api.call('GET', '/ext/desk', { token: admin.token, query });

const bulk = (api: TestApi, admin: TestAdmin, items: Record<string, unknown>[]) =>
  api.call('POST', '/ext/desk/approvals', { token: admin.token, json: { items } });

async function named(api: TestApi, name: string, address = 'Current address') {
  const member = await createBorrower(api);
  await api.db
    .updateTable('users')
    .set({ name, current_address: address, mobile: `+88017${member.userId}0` })
    .where('unique_id', '=', member.userId)
    .execute();
  return { ...member, name };
}

const rowOf = (rows: DeskRow[], rentId: string) => rows.find((r) => r.rentId === rentId)!;

describe('GET /ext/desk (listDesk)', () => {
  it('shows each request with the member (name, uniqueId, mobile), the book and its free copies', async ({
    api,
    admin,
  }) => {
    const book = await createBook(api, { copies: 3, bookname: 'দেবদাস' });
    const ayesha = await named(api, 'Ayesha Desk');
    const karim = await named(api, 'Karim Desk');
    const a = (await requestBook(api, ayesha, book.bookId)).body.rentBook;
    const k = (await requestBook(api, karim, book.bookId)).body.rentBook;
    const res = await desk(api, admin, { view: 'requests', q: 'দেবদাস' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.defaultLoanDays).toBe(14);
    const ra = rowOf(res.body.items, a.rentId);
    expect(ra.member).toMatchObject({
      uniqueId: ayesha.userId,
      name: 'Ayesha Desk',
      mobile: `+88017${ayesha.userId}0`,
    });
    expect(ra.bookname).toBe('দেবদাস');
    expect(ra.deskState).toBe('pending');
    expect(ra.freeSerials).toEqual(book.serials);
    // Two requests for one book are told apart by the member.
    expect(rowOf(res.body.items, k.rentId).member.name).toBe('Karim Desk');
    // The search also finds a row by the member's name or id.
    const byName = await desk(api, admin, { view: 'requests', q: 'karim desk' });
    expect(byName.body.items.map((r: DeskRow) => r.rentId)).toEqual([k.rentId]);
    const byId = await desk(api, admin, { view: 'requests', q: String(ayesha.userId) });
    expect(byId.body.items.map((r: DeskRow) => r.rentId)).toEqual([a.rentId]);
  });

  it('pages without loading everything, and tells loan states apart with filters', async ({
    api,
    admin,
  }) => {
    const member = await named(api, 'Pager Member');
    const books = await Promise.all([1, 2, 3].map(() => createBook(api, { copies: 1 })));
    const waiting = await lend(api, admin, member, books[0]!, 'approved');
    const holding = await lend(api, admin, member, books[1]!, 'Received');
    const asked = await lend(api, admin, member, books[2]!, 'Received');
    const remind = await api.call('POST', '/SingUpAdmin/deleteRequest', {
      token: admin.token,
      json: { userId: member.userId, bookId: asked.bookId, rentId: asked.rentId },
    });
    expect(remind.status).toBe(200);
    const q = String(member.userId);
    const all = await desk(api, admin, { view: 'borrowed', q });
    expect(all.body.total).toBe(3);
    const states = Object.fromEntries(all.body.items.map((r: DeskRow) => [r.rentId, r.deskState]));
    expect(states).toEqual({
      [waiting.rentId]: 'waiting_pickup',
      [holding.rentId]: 'with_member',
      [asked.rentId]: 'return_requested',
    });
    const askedOn = Date.parse(rowOf(all.body.items, asked.rentId).returnRequestedAt!);
    expect(askedOn).toBeLessThanOrEqual(api.clock.now().getTime());
    expect(askedOn).toBeGreaterThan(api.clock.now().getTime() - 60_000);
    for (const [state, rentId] of [
      ['waiting_pickup', waiting.rentId],
      ['with_member', holding.rentId],
      ['return_requested', asked.rentId],
    ] as const) {
      const res = await desk(api, admin, { view: 'borrowed', q, state });
      expect(
        res.body.items.map((r: DeskRow) => r.rentId),
        state
      ).toEqual([rentId]);
    }
    const page2 = await desk(api, admin, { view: 'borrowed', q, limit: 2, page: 2 });
    expect(page2.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.body.items).toHaveLength(1);
    // "Borrowed on" is the approval date, the same the site shows.
    const row = rowOf(all.body.items, waiting.rentId);
    expect(row.borrowedOn).toBe(waiting.approvedAt);
  });
});

describe('POST /ext/desk/approvals (approveRequests)', () => {
  it('approves ten requests in one action, each with its own copy and the default loan length', async ({
    api,
    admin,
  }) => {
    const [book, ...members] = await bookAndBorrowers(api, 10, { copies: 12 });
    const requests = [];
    for (const m of members) requests.push((await requestBook(api, m, book.bookId)).body.rentBook);
    const res = await bulk(
      api,
      admin,
      requests.map((r) => ({ rentId: r.rentId }))
    );
    expect(res.status).toBe(200);
    expect(res.body.approved).toBe(10);
    const serials = res.body.results.map((r: { row: DeskRow }) => r.row.serialNumber);
    expect(new Set(serials).size).toBe(10);
    expect(serials).toEqual(book.serials.slice(0, 10));
    for (const r of requests) {
      const stored = await storedRecord(api, r.rentId);
      expect(stored.status).toBe('approved');
      expect(stored.return_day_number).toBe(14);
    }
  });

  it('decides each row on its own: a repeated rentId, a taken copy and no stock are per-row answers', async ({
    api,
    admin,
  }) => {
    const [book, m1, m2, m3] = await bookAndBorrowers(api, 3, { copies: 2 });
    const r1 = (await requestBook(api, m1, book.bookId)).body.rentBook;
    const r2 = (await requestBook(api, m2, book.bookId)).body.rentBook;
    const r3 = (await requestBook(api, m3, book.bookId)).body.rentBook;
    const res = await bulk(api, admin, [
      { rentId: r1.rentId, serialNumber: book.serials[1], returnDayNumber: 7 },
      { rentId: r1.rentId },
      { rentId: r2.rentId, serialNumber: book.serials[1] },
      { rentId: r2.rentId },
      { rentId: r3.rentId },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.approved).toBe(2);
    expect(res.body.results.map((r: { ok: boolean; code?: string }) => r.code ?? 'ok')).toEqual([
      'ok',
      'invalid_transition',
      'serial_on_loan',
      'ok',
      'out_of_stock',
    ]);
    expect(res.body.results[3].row.serialNumber).toBe(book.serials[0]);
    expect((await storedRecord(api, r1.rentId)).return_day_number).toBe(7);
    expect((await storedRecord(api, r3.rentId)).status).toBe('pending');
  });

  it('approves exactly one when the same approval is sent twice at once (a double-click)', async ({
    api,
    admin,
  }) => {
    const [book, member, other] = await bookAndBorrowers(api, 2, { copies: 3 });
    const mine = (await requestBook(api, member, book.bookId)).body.rentBook;
    const next = (await requestBook(api, other, book.bookId)).body.rentBook;
    const [a, b] = await Promise.all([
      bulk(api, admin, [{ rentId: mine.rentId }]),
      bulk(api, admin, [{ rentId: mine.rentId }]),
    ]);
    expect([a.body.approved, b.body.approved].sort()).toEqual([0, 1]);
    expect((await storedRecord(api, next.rentId)).status).toBe('pending');
  });

  it('refuses an empty list, more than 50 items and a due date out of bounds', async ({
    api,
    admin,
  }) => {
    expect((await bulk(api, admin, [])).status).toBe(400);
    const many = Array.from({ length: 51 }, () => ({
      rentId: '00000000-0000-4000-8000-000000000000',
    }));
    expect((await bulk(api, admin, many)).status).toBe(400);
    const { record: r } = await loanAt(api, admin, 'pending', { copies: 1 });
    const res = await bulk(api, admin, [{ rentId: r.rentId, dueDate: '2000-01-01' }]);
    expect(res.body.results[0]).toMatchObject({ ok: false, code: 'validation_failed' });
  });
});

describe('PUT /SingUpAdmin/updateRequestStatus with returnDay as a due date', () => {
  const decide = (
    api: TestApi,
    admin: TestAdmin,
    r: DeskRow | Record<string, unknown>,
    extra: Record<string, unknown>
  ) =>
    api.call('PUT', '/SingUpAdmin/updateRequestStatus', {
      token: admin.token,
      json: { userId: r.userId, bookId: r.bookId, rentId: r.rentId, status: 'approved', ...extra },
    });
  /** The club day (YYYY-MM-DD in Dhaka) of an instant, worked out apart from the code under test. */
  const dhakaDay = (ms: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(ms));

  it('takes an ISO due date (the end of that club day) as well as a number of days', async ({
    api,
    admin,
  }) => {
    const { book, record: a } = await loanAt(api, admin, 'pending', { copies: 3 });
    const day = dhakaDay(api.clock.now().getTime() + 10 * DAY_MS);
    const res = await decide(api, admin, a, { serialNumber: book.serials[0], returnDay: day });
    expect(res.status).toBe(200);
    expect(res.body.rentBook.returnDayNumber).toBe(10);
    const due = new Date(res.body.rentBook.returnDay);
    expect(dhakaDay(due.getTime())).toBe(day);
    // The end of that day in Dhaka: one millisecond later is the next day.
    expect(dhakaDay(due.getTime() + 1)).not.toBe(day);

    const b = (await requestBook(api, await createBorrower(api), book.bookId)).body.rentBook;
    const both = await decide(api, admin, b, {
      serialNumber: book.serials[1],
      returnDay: day,
      returnDayNumber: 3,
    });
    expect(both.body.rentBook.returnDayNumber).toBe(3);
  });

  it('refuses a due date in the past, today, beyond a year or not a real day', async ({
    api,
    admin,
  }) => {
    const { book, record: a } = await loanAt(api, admin, 'pending', { copies: 1 });
    const fmt = (ms: number) => dhakaDay(api.clock.now().getTime() + ms);
    for (const returnDay of [fmt(-DAY_MS), fmt(0), fmt(400 * DAY_MS), '2030-02-31']) {
      const res = await decide(api, admin, a, { serialNumber: book.serials[0], returnDay });
      expect(res.status, returnDay).toBe(400);
      expect(res.body.field, returnDay).toBe('body.returnDay');
    }
    expect((await storedRecord(api, a.rentId)).status).toBe('pending');
  });
});

describe('POST /SingUpAdmin/deleteRequest records the request and refuses a second mail that day', () => {
  it('sends one mail per day per loan', async ({ api, admin }) => {
    const { member, record: loan } = await loanAt(api, admin, 'Received', { copies: 1 });
    const remind = () =>
      api.call('POST', '/SingUpAdmin/deleteRequest', {
        token: admin.token,
        json: { userId: member.userId, bookId: loan.bookId, rentId: loan.rentId },
      });
    expect((await remind()).status).toBe(200);
    const again = await remind();
    expectError(again, 409, { code: 'return_recently_requested' });
    const mails = async () => (await api.outbox()).filter((m) => m.to === member.email);
    expect(await mails()).toHaveLength(1);
    try {
      await travel(api, DAY_MS + 1000, [admin]);
      expect((await remind()).status).toBe(200);
    } finally {
      await travel(api, -api.clock.offsetMs, [admin]);
    }
    expect(await mails()).toHaveLength(2);
  });
});

describe('POST /ext/desk/handovers (recordHandover)', () => {
  it('hands over and takes back on the member’s behalf, recording the admin, once', async ({
    api,
    admin,
  }) => {
    const { record: loan } = await loanAt(api, admin, 'approved', { copies: 1 });
    const act = (action: string) =>
      api.call('POST', '/ext/desk/handovers', {
        token: admin.token,
        json: { rentId: loan.rentId, action },
      });
    const handed = await act('handed_over');
    expect(handed.status).toBe(200);
    expect(handed.body.row).toMatchObject({
      status: 'Received',
      deskState: 'with_member',
      handedOverBy: admin.email,
      takenBackBy: null,
    });
    expect((await act('handed_over')).status).toBe(409);
    const back = await act('taken_back');
    expect(back.body.row).toMatchObject({ status: 'Returned', takenBackBy: admin.email });
    expect((await storedRecord(api, loan.rentId)).returned_at).not.toBeNull();
    const missing = await api.call('POST', '/ext/desk/handovers', {
      token: admin.token,
      json: { rentId: '00000000-0000-4000-8000-000000000000', action: 'handed_over' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('GET /ext/desk/book-day (getBookDay)', () => {
  it('lists deliveries and collections grouped by the member’s current address', async ({
    api,
    admin,
  }) => {
    const tag = `Road ${Date.now()}`;
    const a = await named(api, 'Book Day A', `${tag}, Mirpur`);
    const b = await named(api, 'Book Day B', ` ${tag}, MIRPUR `);
    const c = await named(api, 'Book Day C', `${tag}, Uttara`);
    const deliver = await lend(api, admin, a, await createBook(api, { copies: 1 }), 'approved');
    const asked = await lend(api, admin, b, await createBook(api, { copies: 1 }), 'Received');
    await api.call('POST', '/SingUpAdmin/deleteRequest', {
      token: admin.token,
      json: { userId: b.userId, bookId: asked.bookId, rentId: asked.rentId },
    });
    const quiet = await lend(api, admin, c, await createBook(api, { copies: 1 }), 'Received');
    const res = await api.call('GET', '/ext/desk/book-day', { token: admin.token });
    expect(res.status).toBe(200);
    expect(new Date(`${res.body.date}T00:00:00Z`).getUTCDay()).toBe(5);
    const mine = res.body.groups.filter((g: { address: string }) => g.address.includes(tag));
    expect(mine).toHaveLength(1);
    expect(mine[0].deliver.map((r: DeskRow) => r.rentId)).toEqual([deliver.rentId]);
    expect(mine[0].collect.map((r: DeskRow) => r.rentId)).toEqual([asked.rentId]);
    expect(mine[0].collect[0].member.mobile).toBe(`+88017${b.userId}0`);
    const all = res.body.groups.flatMap((g: { deliver: DeskRow[]; collect: DeskRow[] }) => [
      ...g.deliver,
      ...g.collect,
    ]);
    expect(all.some((r: DeskRow) => r.rentId === quiet.rentId)).toBe(false);
  });
});

describe('GET /ext/members/{uniqueId}/desk (getMemberDesk)', () => {
  it('shows open loans, pending requests, membership and history; 404 for nobody', async ({
    api,
    admin,
  }) => {
    const member = await named(api, 'Viewed Member');
    const read = await lend(api, admin, member, await createBook(api), 'readed');
    const open = await lend(api, admin, member, await createBook(api), 'Received');
    const pending = await lend(api, admin, member, await createBook(api), 'pending');
    const res = await api.call('GET', `/ext/members/${member.userId}/desk`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.member.name).toBe('Viewed Member');
    expect(res.body.membership.state).toBe('active');
    expect(res.body.openLoans.map((r: DeskRow) => r.rentId)).toEqual([open.rentId]);
    expect(res.body.openLoans[0].serialNumber).toBe(open.serialNumber);
    expect(res.body.pendingRequests.map((r: DeskRow) => r.rentId)).toEqual([pending.rentId]);
    expect(res.body.history.map((r: DeskRow) => r.rentId)).toEqual([read.rentId]);
    const none = await api.call('GET', `/ext/members/${await unusedUserId(api)}/desk`, {
      token: admin.token,
    });
    expect(none.status).toBe(404);
  });
});
