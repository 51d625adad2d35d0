import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../test/helpers/api-test';
import { createMember, type TestAdmin } from '../../../test/helpers/fixtures';
import {
  bookAndBorrowers,
  approve,
  confirmReturn,
  createBook,
  createBorrower,
  DAY_MS,
  lend,
  requestBook,
  travel,
} from '../lending/test-support';
import { mailsTo, myHolds, placeHold, runJobs } from './test-support';
import { expectError, type TestApi } from '../../../test/helpers/app';

/** A book whose only copy is coming back (its loan Returned, not yet confirmed), and two members. */
async function copyComingBack(api: TestApi, admin: TestAdmin) {
  const [book, a, b, c] = await bookAndBorrowers(api, 3, { copies: 1 });
  const loan = await lend(api, admin, a, book, 'Returned');
  return { book, a, b, c, loan };
}

describe('waitlists (holds)', () => {
  it('queues members in order with expected dates from the due dates and the loan length', async ({
    api,
    admin,
  }) => {
    const [book, a, b, c] = await bookAndBorrowers(api, 3, { copies: 1 });
    const loan = await lend(api, admin, a, book, 'Received', { days: 10 });

    const first = await placeHold(api, b, book.bookId);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ bookId: book.bookId, status: 'waiting', position: 1 });
    expect(first.body.expectedDate).toBe(loan.returnDay);
    const second = await placeHold(api, c, book.bookId);
    expect(second.body.position).toBe(2);
    // C waits for B's full loan (the club's 14 days) after A's due date.
    expect(new Date(second.body.expectedDate).getTime()).toBe(
      new Date(loan.returnDay!).getTime() + 14 * DAY_MS
    );
    expect((await myHolds(api, c)).map((h) => h.position)).toEqual([2]);

    const line = await api.call('GET', `/ext/books/${book.bookId}/holds`, { token: admin.token });
    expect(line.body.holds.map((h: any) => [h.userId, h.position])).toEqual([
      [b.userId, 1],
      [c.userId, 2],
    ]);
    const all = await api.call('GET', '/ext/waitlists', { token: admin.token });
    expect(all.body.holds).toHaveLength(2);
  });

  it('refuses a hold when a copy is on the shelf, twice, for a book the member has, or without membership', async ({
    api,
    admin,
  }) => {
    const [book, a, b] = await bookAndBorrowers(api, 2, { copies: 1 });
    expectError(await placeHold(api, b, book.bookId), 409, { code: 'copy_on_shelf' });
    await lend(api, admin, a, book, 'approved');
    expectError(await placeHold(api, a, book.bookId), 409, { code: 'duplicate_request' });
    expect((await placeHold(api, b, book.bookId)).status).toBe(201);
    expectError(await placeHold(api, b, book.bookId), 409, { code: 'hold_exists' });
    const lapsed = await createMember(api);
    expectError(await placeHold(api, lapsed, book.bookId), 403, { code: 'membership_required' });
    expectError(await placeHold(api, b, 999_999), 404, { code: 'not_found' });
    const asAdmin = await api.call('POST', '/ext/holds', {
      token: admin.token,
      json: { bookId: book.bookId },
    });
    expectError(asAdmin, 403, { code: 'not_owner' });
    expect(await api.db.selectFrom('holds').selectAll().execute()).toHaveLength(1);
  });

  it('keeps a returned copy for the first in line: request at the top of the desk, mail once, others refused', async ({
    api,
    admin,
  }) => {
    const [book, a, b, c, d] = await bookAndBorrowers(api, 4, { copies: 1 });
    const other = await createBook(api, { copies: 1 });
    const loan = await lend(api, admin, a, book, 'Returned');
    await placeHold(api, b, book.bookId);
    await placeHold(api, c, book.bookId);
    // An older pending request of another book must come after the held one.
    await lend(api, admin, d, other, 'pending');

    expect((await confirmReturn(api, admin, loan)).status).toBe(200);
    const [bHold] = await myHolds(api, b);
    expect(bHold).toMatchObject({ status: 'ready', position: 1 });
    const window = new Date(bHold.readyUntil).getTime() - api.clock.now().getTime();
    expect(window).toBeGreaterThan(2 * DAY_MS - 60_000);
    expect(window).toBeLessThanOrEqual(2 * DAY_MS);
    expect((await myHolds(api, c))[0].position).toBe(2);

    const desk = await api.call('GET', '/SingUpAdmin/checkPendingRequest', { token: admin.token });
    expect(desk.body.pendingRequest[0]).toMatchObject({
      userId: b.userId,
      bookId: book.bookId,
      status: 'pending',
      heldCopy: { serialNumber: loan.serialNumber },
    });
    expect(desk.body.pendingRequest[1].heldCopy).toBeUndefined();
    // The console's Book Request desk too: the held request first, its kept copy preselected.
    const rows = await api.call('GET', '/ext/desk', {
      token: admin.token,
      query: { view: 'requests' },
    });
    expect(rows.body.items.map((r: { member: { uniqueId: number } }) => r.member.uniqueId)).toEqual(
      [b.userId, d.userId]
    );
    expect(rows.body.items[0].freeSerials[0]).toBe(loan.serialNumber);

    // The copy is not on the shelf for anyone else.
    expect((await requestBook(api, d, book.bookId)).body.code).toBe('out_of_stock');

    await runJobs(api);
    await runJobs(api);
    const mails = await mailsTo(api, b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('আপনার অপেক্ষার বই প্রস্তুত');
    expect(mails[0]!.text).toContain('is kept for you until');
    expect(mails[0]!.html).toContain('<div lang="bn">');

    // The desk approves B's request with the kept copy: the hold is fulfilled.
    const approved = await approve(api, admin, desk.body.pendingRequest[0], loan.serialNumber!);
    expect(approved.status).toBe(200);
    expect(await myHolds(api, b)).toEqual([]);
    const row = await api.db
      .selectFrom('holds')
      .select('status')
      .where('user_id', '=', b.userId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('fulfilled');
  });

  it('refuses the kept copy to anyone but its holder', async ({ api, admin }) => {
    const [book, a, b, c] = await bookAndBorrowers(api, 3, { copies: 2 });
    const loanA = await lend(api, admin, a, book, 'Returned', { serial: book.serials[0] });
    const pendingC = await lend(api, admin, c, book, 'pending');
    await lend(api, admin, await createBorrower(api), book, 'Received', {
      serial: book.serials[1],
    });
    await placeHold(api, b, book.bookId);
    await confirmReturn(api, admin, loanA);
    const res = await approve(api, admin, pendingC, book.serials[0]!);
    expectError(res, 409, { code: 'copy_held' });
  });

  it('passes the copy on when the hold window ends, and tells both members once', async ({
    api,
    admin,
  }) => {
    const { book, b, c, loan } = await copyComingBack(api, admin);
    await placeHold(api, b, book.bookId);
    await placeHold(api, c, book.bookId);
    await confirmReturn(api, admin, loan);
    await runJobs(api);

    // One day on, the window is still open.
    await travel(api, DAY_MS, [admin, b, c]);
    await runJobs(api);
    expect((await myHolds(api, b))[0].status).toBe('ready');

    await travel(api, DAY_MS + 1000, [admin, b, c]);
    await runJobs(api);
    await runJobs(api);
    expect(await myHolds(api, b)).toEqual([]);
    expect((await myHolds(api, c))[0]).toMatchObject({ status: 'ready', position: 1 });
    const bRequests = await api.db
      .selectFrom('rent_records')
      .select('status')
      .where('user_id', '=', b.userId)
      .execute();
    expect(bRequests.map((r) => r.status)).toEqual(['rejected']);
    expect((await mailsTo(api, b.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('প্রস্তুত'),
      expect.stringContaining('পরের জনের কাছে'),
    ]);
    expect(await mailsTo(api, c.email)).toHaveLength(1);
    const desk = await api.call('GET', '/SingUpAdmin/checkPendingRequest', { token: admin.token });
    expect(desk.body.pendingRequest[0]).toMatchObject({
      userId: c.userId,
      heldCopy: { serialNumber: loan.serialNumber },
    });
  });

  it('lets a member leave the line; leaving a ready hold passes the copy on', async ({
    api,
    admin,
  }) => {
    const { book, a, b, c, loan } = await copyComingBack(api, admin);
    const hb = (await placeHold(api, b, book.bookId)).body;
    const hc = (await placeHold(api, c, book.bookId)).body;
    // Someone else's hold is not found for a member.
    const foreign = await api.call('DELETE', `/ext/holds/${hb.holdId}`, { token: c.token });
    expect(foreign.status).toBe(404);
    await confirmReturn(api, admin, loan);
    const left = await api.call('DELETE', `/ext/holds/${hb.holdId}`, { token: b.token });
    expect(left.body).toEqual({ holdId: hb.holdId, status: 'cancelled' });
    expect((await myHolds(api, c))[0]).toMatchObject({ holdId: hc.holdId, status: 'ready' });
    // An admin may remove any hold; the copy then goes back to the shelf.
    const removed = await api.call('DELETE', `/ext/holds/${hc.holdId}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect((await requestBook(api, a, book.bookId)).status).toBe(200);
    expect(
      (await api.call('DELETE', `/ext/holds/${hc.holdId}`, { token: admin.token })).status
    ).toBe(404);
  });
});
