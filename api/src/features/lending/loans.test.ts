import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import type { RentRecord } from '@pathagar/sdk/schema';
import { type TestApi, expectError } from '../../../test/helpers/app';
import { backoffMs } from '../../jobs/queue';
import { createAdmin, type TestAdmin, type TestMember } from '../../../test/helpers/fixtures';
import {
  bookAndBorrowers,
  confirmReturn,
  createBook,
  createBorrower,
  DAY_MS,
  lend,
  loanAt,
  memberAction,
  shelf,
  storedRecord,
  travel,
  withUnreachableMailer,
  type Stage,
  type TestBook,
} from './test-support';

const ids = (list: RentRecord[]) => list.map((r) => r.rentId);
const mailsTo = async (api: TestApi, to: string) => (await api.outbox()).filter((m) => m.to === to);

/** An admin call about a member's loan of a book; the legacy body's username and bookname are ignored. */
const adminLoanCall =
  (method: 'PUT' | 'POST', path: string, fixed: Record<string, unknown>) =>
  (api: TestApi, admin: TestAdmin, record: RentRecord, extra: Record<string, unknown> = {}) =>
    api.call(method, path, {
      token: admin.token,
      json: {
        userId: record.userId,
        bookId: record.bookId,
        username: 'ignored@example.com',
        bookname: 'ignored',
        ...fixed,
        ...extra,
      },
    });

/** Another member's loan must look exactly like a missing one. */
async function expectNotMine(
  api: TestApi,
  path: '/Singup/recivedBook' | '/Singup/returnBook' | '/Singup/cancelReturn',
  record: RentRecord
) {
  const stranger = await createBorrower(api);
  const res = await memberAction(api, stranger, path, record);
  expectError(res, 404, {
    code: 'not_found',
    message: 'Book not found or unauthorized action',
  });
  return res;
}

describe('PUT /Singup/recivedBook (confirmPickup)', () => {
  it('moves approved to Received, keeping the due date the admin set', async ({ api, admin }) => {
    const { member, record } = await loanAt(api, admin, 'approved');
    const res = await api.call('PUT', '/Singup/recivedBook', {
      token: member.token,
      json: {
        userId: member.userId,
        bookId: record.bookId,
        rentId: record.rentId,
        returnDayNumber: '157',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Book received successfully');
    expect(res.body.book).toMatchObject({
      rentId: record.rentId,
      status: 'Received',
      returnDay: record.returnDay,
      returnDayNumber: record.returnDayNumber,
    });
    expect(res.body.book.receivedAt).not.toBeNull();
    const stored = await storedRecord(api, record.rentId);
    expect(stored.status).toBe('Received');
    expect(stored.return_day?.toISOString()).toBe(record.returnDay);
  });

  it('answers 404 for an unknown rentId, another book, or another member’s loan', async ({
    api,
    admin,
  }) => {
    const { member, record } = await loanAt(api, admin, 'approved');
    const unknown = await memberAction(api, member, '/Singup/recivedBook', {
      bookId: record.bookId,
      rentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const otherBook = await memberAction(api, member, '/Singup/recivedBook', {
      bookId: (await createBook(api)).bookId,
      rentId: record.rentId,
    });
    expect(otherBook.status).toBe(404);
    await expectNotMine(api, '/Singup/recivedBook', record);
    expect((await storedRecord(api, record.rentId)).status).toBe('approved');
  });
});

describe('PUT /Singup/returnBook (markBookReturned)', () => {
  it('moves Received to Returned; the copy stays out until the admin confirms', async ({
    api,
    admin,
  }) => {
    const { book, member, record } = await loanAt(api, admin, 'Received', { copies: 1 });
    const res = await memberAction(api, member, '/Singup/returnBook', record);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Book returned successfully');
    expect(res.body.book).toMatchObject({ status: 'Returned', overdue: false });
    expect(res.body.book.returnedAt).not.toBeNull();
    expect((await storedRecord(api, record.rentId)).status).toBe('Returned');
    expect(await shelf(api, book)).toBe(0);
  });
});

describe('PUT /Singup/cancelReturn (cancelBookReturn)', () => {
  it('moves Returned back to Received and clears returnedAt', async ({ api, admin }) => {
    const { member, record } = await loanAt(api, admin, 'Returned');
    const res = await memberAction(api, member, '/Singup/cancelReturn', record);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Return canceled successfully');
    expect(res.body.book).toMatchObject({ status: 'Received', returnedAt: null });
    const stored = await storedRecord(api, record.rentId);
    expect(stored).toMatchObject({ status: 'Received', returned_at: null });
  });
});

describe('PUT /SingUpAdmin/returnData (confirmBookReturn)', () => {
  it('moves Returned to readed and puts the copy back on the shelf', async ({ api, admin }) => {
    const { book, record } = await loanAt(api, admin, 'Returned', { copies: 1 });
    expect(await shelf(api, book)).toBe(0);
    const res = await api.call('PUT', '/SingUpAdmin/returnData', {
      token: admin.token,
      json: {
        userId: record.userId,
        bookId: record.bookId,
        rentId: record.rentId,
        serialNumber: '42',
        username: 'x@example.com',
        bookname: 'x',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Return confirmed successfully');
    expect(res.body.rentBook).toMatchObject({
      status: 'readed',
      serialNumber: record.serialNumber,
      overdue: false,
    });
    expect(res.body.rentBook.confirmedAt).not.toBeNull();
    expect((await storedRecord(api, record.rentId)).status).toBe('readed');
    expect(await shelf(api, book)).toBe(1);
  });

  it('answers 404 when the record is not this member’s or this book’s', async ({ api, admin }) => {
    const { record } = await loanAt(api, admin, 'Returned');
    const other = await createBorrower(api);
    for (const json of [
      { ...record, rentId: '00000000-0000-4000-8000-000000000000' },
      { ...record, userId: other.userId },
      { ...record, bookId: (await createBook(api)).bookId },
    ]) {
      const res = await confirmReturn(api, admin, json);
      expectError(res, 404, { code: 'not_found', message: 'Request not found' });
    }
    expect((await storedRecord(api, record.rentId)).status).toBe('Returned');
  });
});

const STAGES = ['pending', 'approved', 'Received', 'Returned', 'readed'] as const;
const memberStep =
  (path: Parameters<typeof memberAction>[2]) =>
  (api: TestApi, _admin: TestAdmin, member: TestMember, record: RentRecord) =>
    memberAction(api, member, path, record);

/** Each step of a loan moves it from one status only; from any other it is refused unchanged. */
describe.each([
  {
    step: 'PUT /Singup/recivedBook',
    from: 'approved',
    refusal: 'Only an approved request can be marked as received.',
    call: memberStep('/Singup/recivedBook'),
  },
  {
    step: 'PUT /Singup/returnBook',
    from: 'Received',
    refusal: 'Only a received book can be marked as returned.',
    call: memberStep('/Singup/returnBook'),
  },
  {
    step: 'PUT /Singup/cancelReturn',
    from: 'Returned',
    refusal: 'Only a returned book can have its return cancelled.',
    call: memberStep('/Singup/cancelReturn'),
  },
  {
    // readed is among the refused: a return the admin already confirmed, or a second confirmation.
    step: 'PUT /SingUpAdmin/returnData',
    from: 'Returned',
    refusal: 'Only a returned book can be confirmed.',
    call: (api: TestApi, admin: TestAdmin, _member: TestMember, record: RentRecord) =>
      confirmReturn(api, admin, record),
  },
] satisfies { step: string; from: Stage; refusal: string; call: unknown }[])(
  '$step',
  ({ from, refusal, call }) => {
    it(`refuses every status but ${from}`, async ({ api, admin }) => {
      for (const stage of STAGES.filter((s) => s !== from)) {
        const { member, record } = await loanAt(api, admin, stage);
        const res = await call(api, admin, member, record);
        expect(res.status, stage).toBe(409);
        expect(res.body).toMatchObject({ code: 'invalid_transition', message: refusal });
        expect((await storedRecord(api, record.rentId)).status).toBe(stage);
      }
    });
  }
);

describe.each(['/Singup/returnBook', '/Singup/cancelReturn'] as const)('PUT %s', (path) => {
  it("answers 404 for another member's loan", async ({ api, admin }) => {
    const stage = path === '/Singup/returnBook' ? 'Received' : 'Returned';
    const { record } = await loanAt(api, admin, stage);
    await expectNotMine(api, path, record);
    expect((await storedRecord(api, record.rentId)).status).toBe(stage);
  });
});

describe('PUT /SingUpAdmin/updateStatus (markReturnNotReceived)', () => {
  const notReceived = adminLoanCall('PUT', '/SingUpAdmin/updateStatus', { status: 'Received' });

  it('sends a Returned loan back to Received, keeps its due date and e-mails a reminder', async ({
    api,
    admin,
  }) => {
    const { book, member, record } = await loanAt(api, admin, 'Returned');
    const res = await notReceived(api, admin, record);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Request Received successfully, and an email notification has been sent.',
    });
    const stored = await storedRecord(api, record.rentId);
    expect(stored).toMatchObject({ status: 'Received', returned_at: null });
    expect(stored.return_day?.toISOString()).toBe(record.returnDay);

    const mails = await mailsTo(api, member.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toContain(book.bookname);
    expect(mail!.text).toContain(`প্রিয় ${member.name}`);
    expect(mail!.text).toContain('পাঠাগার এখনো বইটি পায়নি');
    expect(mail!.text).toContain(`"${book.booknameEn}"`);
    expect(mail!.text).toContain('has not received it yet');
    expect(mail!.text).toContain(record.serialNumber!);
    expect(mail!.text.indexOf('প্রিয়')).toBeLessThan(mail!.text.indexOf('Dear'));
  });

  it('goes to the e-mail of the account, not the one on the record', async ({ api, admin }) => {
    const { member, record } = await loanAt(api, admin, 'Returned');
    await api.db
      .updateTable('rent_records')
      .set({ username: 'stale@example.com' })
      .where('rent_id', '=', record.rentId)
      .execute();
    expect((await notReceived(api, admin, record, { rentId: record.rentId })).status).toBe(200);
    expect(await mailsTo(api, member.email)).toHaveLength(1);
    expect(await mailsTo(api, 'stale@example.com')).toHaveLength(0);
  });

  it('answers 404 with success:false when there is no Returned record (or not the one named)', async ({
    api,
    admin,
  }) => {
    for (const stage of ['pending', 'approved', 'Received', 'readed'] as const) {
      const { member, record } = await loanAt(api, admin, stage);
      const res = await notReceived(api, admin, record);
      expect(res.status, stage).toBe(404);
      expect(res.body).toMatchObject({
        code: 'not_found',
        message: 'Request not found or already processed.',
        success: false,
      });
      expect((await storedRecord(api, record.rentId)).status).toBe(stage);
      expect(await mailsTo(api, member.email)).toHaveLength(0);
    }
    const { record } = await loanAt(api, admin, 'Returned');
    const wrongId = await notReceived(api, admin, record, {
      rentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrongId.status).toBe(404);
    expect((await storedRecord(api, record.rentId)).status).toBe('Returned');
  });

  it('accepts only status Received', async ({ api, admin }) => {
    const { record } = await loanAt(api, admin, 'Returned');
    const res = await notReceived(api, admin, record, { status: 'readed' });
    expectError(res, 400, { field: 'body.status' });
    expect((await storedRecord(api, record.rentId)).status).toBe('Returned');
  });

  it('keeps the change when the mail cannot be sent', async ({ api, admin }) => {
    const { member, record } = await loanAt(api, admin, 'Returned');
    const attempts = await withUnreachableMailer(api, async () => {
      expect((await notReceived(api, admin, record)).status).toBe(200);
    });
    expect(attempts).toBe(1);
    expect((await storedRecord(api, record.rentId)).status).toBe('Received');
    expect(await mailsTo(api, member.email)).toHaveLength(0);
  });
});

describe('POST /SingUpAdmin/deleteRequest (requestBookReturn)', () => {
  const remind = adminLoanCall('POST', '/SingUpAdmin/deleteRequest', { serialNumber: '1' });

  it('e-mails the member a reminder in Bangla and English naming the book and due date', async ({
    api,
    admin,
  }) => {
    for (const stage of ['approved', 'Received'] as const) {
      const { book, member, record } = await loanAt(api, admin, stage);
      const res = await remind(api, admin, record);
      expect(res.status, stage).toBe(200);
      expect(res.body).toEqual({ message: 'Return request sent successfully' });
      const mails = await mailsTo(api, member.email);
      expect(mails).toHaveLength(1);
      const { subject, text } = mails[0]!;
      expect(subject).toBe(`বই ফেরত দেওয়ার অনুরোধ: ${book.bookname}`);
      expect(text).toContain(`"${book.bookname}"`);
      expect(text).toContain(`"${book.booknameEn}"`);
      const due = new Date(record.returnDay!);
      const en = due.toLocaleDateString('en-GB', {
        timeZone: 'Asia/Dhaka',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      expect(text).toContain(`It is due back on ${en}.`);
      expect(text).toContain('বইটি ফেরত দেওয়ার শেষ তারিখ');
      // Nothing changes: the loan stays as it was.
      expect((await storedRecord(api, record.rentId)).status).toBe(stage);
    }
  });

  it('says the due date has passed when the loan is overdue', async ({ api, admin }) => {
    const { member, record } = await loanAt(api, admin, 'Received');
    try {
      await travel(api, 20 * DAY_MS, [admin]);
      expect((await remind(api, admin, record, { rentId: record.rentId })).status).toBe(200);
    } finally {
      await travel(api, -api.clock.offsetMs, [admin]);
    }
    const [mail] = await mailsTo(api, member.email);
    expect(mail!.text).toContain('which has passed');
    expect(mail!.text).toContain('পেরিয়ে গেছে');
  });

  it('answers 404 without an approved or Received loan of the book', async ({ api, admin }) => {
    for (const stage of ['pending', 'Returned', 'readed'] as const) {
      const { member, record } = await loanAt(api, admin, stage);
      const res = await remind(api, admin, record);
      expect(res.status, stage).toBe(404);
      expect(res.body).toMatchObject({
        code: 'not_found',
        message: 'Request not found or already processed.',
      });
      expect(await mailsTo(api, member.email)).toHaveLength(0);
    }
    const { member, record } = await loanAt(api, admin, 'approved');
    const wrongId = await remind(api, admin, record, {
      rentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrongId.status).toBe(404);
    expect(await mailsTo(api, member.email)).toHaveLength(0);
  });

  it('accepts the request when the mail server fails, and delivers the mail once later', async ({
    api,
    admin,
  }) => {
    const { member, record } = await loanAt(api, admin, 'approved');
    const attempts = await withUnreachableMailer(api, async () => {
      expect((await remind(api, admin, record)).status).toBe(200);
      // The mail is queued with the request, so pressing again is the day's second request.
      const again = await remind(api, admin, record);
      expectError(again, 409, { code: 'return_recently_requested' });
    });
    expect(attempts).toBe(1);
    expect(await mailsTo(api, member.email)).toHaveLength(0);
    api.clock.advance(backoffMs(1));
    try {
      await api.app.services.jobs.worker.drain();
    } finally {
      api.clock.advance(-backoffMs(1));
    }
    const mails = await mailsTo(api, member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^বই ফেরত দেওয়ার অনুরোধ/);
    expect((await storedRecord(api, record.rentId)).status).toBe('approved');
  });
});

describe('the whole loan, and overdue derived from the clock', () => {
  it('runs pending → approved → Received → Returned → Received → Returned → readed', async ({
    api,
    admin,
  }) => {
    const { book, member, record } = await loanAt(api, admin, 'Received', { copies: 1, days: 7 });
    expect(record.overdue).toBe(false);
    expect(await shelf(api, book)).toBe(0);
    expect((await memberAction(api, member, '/Singup/returnBook', record)).status).toBe(200);
    expect((await memberAction(api, member, '/Singup/cancelReturn', record)).status).toBe(200);
    expect((await memberAction(api, member, '/Singup/returnBook', record)).status).toBe(200);
    expect((await confirmReturn(api, admin, record)).status).toBe(200);
    expect(await shelf(api, book)).toBe(1);
    // Final: nothing moves a read record again.
    for (const path of [
      '/Singup/recivedBook',
      '/Singup/returnBook',
      '/Singup/cancelReturn',
    ] as const) {
      expect((await memberAction(api, member, path, record)).status).toBe(409);
    }
    expect((await storedRecord(api, record.rentId)).status).toBe('readed');
  });

  it('flags approved and Received loans past their due date, never Returned or readed ones', async ({
    api,
    admin,
  }) => {
    const [book, member] = await bookAndBorrowers(api, 1, { copies: 4 });
    const approved = await lend(api, admin, member, book, 'approved', { days: 7 });
    const other = await createBook(api, { copies: 1 });
    const received = await lend(api, admin, member, other, 'Received', { days: 7 });
    const third = await createBook(api, { copies: 1 });
    const returned = await lend(api, admin, member, third, 'Returned', { days: 7 });

    const loans = async (): Promise<Record<string, boolean>> => {
      const res = await api.call('GET', '/SingUpAdmin/checkApprovedPendingRequest', {
        token: member.token,
        query: { userId: member.userId },
      });
      return Object.fromEntries(
        (res.body.pendingRequest as RentRecord[]).map((r) => [r.rentId, r.overdue])
      );
    };
    expect(await loans()).toEqual({
      [approved.rentId]: false,
      [received.rentId]: false,
      [returned.rentId]: false,
    });
    try {
      await travel(api, 6 * DAY_MS, [member, admin]);
      expect(Object.values(await loans())).toEqual([false, false, false]);
      await travel(api, 2 * DAY_MS, [member, admin]);
      expect(await loans()).toEqual({
        [approved.rentId]: true,
        [received.rentId]: true,
        [returned.rentId]: false,
      });
      const borrowed = await api.call('GET', '/SingUpAdmin/adminWithOutPaddingRequest', {
        token: admin.token,
      });
      const mine = (borrowed.body.pendingRequest as RentRecord[]).filter(
        (r) => r.userId === member.userId
      );
      expect(mine.map((r) => [r.rentId, r.overdue])).toEqual([
        [approved.rentId, true],
        [received.rentId, true],
      ]);
      // Cancelling the return re-opens the loan, overdue again.
      const cancelled = await memberAction(api, member, '/Singup/cancelReturn', returned);
      expect(cancelled.body.book.overdue).toBe(true);
      // Nothing about overdue is stored.
      expect((await storedRecord(api, received.rentId)).status).toBe('Received');
    } finally {
      await travel(api, -api.clock.offsetMs, [member, admin]);
    }
  });
});

describe('the loan lists', () => {
  let book: TestBook;
  let a: TestMember;
  let b: TestMember;
  const r: Record<string, RentRecord> = {};

  it.beforeAll(async ({ api }) => {
    await api.truncate();
    const admin = await createAdmin(api);
    book = await createBook(api, { copies: 5 });
    a = await createBorrower(api);
    b = await createBorrower(api);
    const books = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createBook(api, { copies: 1 })));
    // Requests one second apart; due dates chosen so that due order differs from request order.
    r.pending = await lend(api, admin, a, books[0]!, 'pending');
    api.clock.advance(1000);
    r.approvedLate = await lend(api, admin, a, books[1]!, 'approved', { days: 30 });
    api.clock.advance(1000);
    r.receivedSoon = await lend(api, admin, a, books[2]!, 'Received', { days: 3 });
    api.clock.advance(1000);
    r.returnedA = await lend(api, admin, a, books[3]!, 'Returned', { days: 10 });
    api.clock.advance(1000);
    r.readed = await lend(api, admin, a, books[4]!, 'readed');
    api.clock.advance(1000);
    r.approvedB = await lend(api, admin, b, book, 'approved', { days: 5 });
    api.clock.advance(1000);
    r.returnedB = await lend(api, admin, b, books[5]!, 'Returned', { days: 10 });
    api.clock.reset();
    // b marked the return before a did.
    await api.db
      .updateTable('rent_records')
      .set({ returned_at: new Date(Date.now() - 60_000) })
      .where('rent_id', '=', r.returnedB.rentId)
      .execute();
  });

  it("lists a member's current loans, newest request first", async ({ api, admin }) => {
    const res = await api.call('GET', '/SingUpAdmin/checkApprovedPendingRequest', {
      token: a.token,
      query: { userId: a.userId },
    });
    expect(res.status).toBe(200);
    expect(ids(res.body.pendingRequest)).toEqual([
      r.returnedA!.rentId,
      r.receivedSoon!.rentId,
      r.approvedLate!.rentId,
    ]);
    const forB = await api.call('GET', '/SingUpAdmin/checkApprovedPendingRequest', {
      token: admin.token,
      query: { userId: b.userId },
    });
    expect(ids(forB.body.pendingRequest)).toEqual([r.returnedB!.rentId, r.approvedB!.rentId]);
  });

  it('answers [] for a member without loans', async ({ api }) => {
    const c = await createBorrower(api);
    const res = await api.call('GET', '/SingUpAdmin/checkApprovedPendingRequest', {
      token: c.token,
      query: { userId: c.userId },
    });
    expect(res.body).toEqual({ pendingRequest: [] });
  });

  it('lists the Returned loans, oldest return first, optionally for one member', async ({
    api,
    admin,
  }) => {
    const all = await api.call('GET', '/SingUpAdmin/checkRetunedequest', {
      token: admin.token,
      query: { status: 'Returned' },
    });
    expect(all.status).toBe(200);
    expect(ids(all.body.pendingRequest)).toEqual([r.returnedB!.rentId, r.returnedA!.rentId]);
    const ofA = await api.call('GET', '/SingUpAdmin/checkRetunedequest', {
      token: admin.token,
      query: { status: 'Returned', userId: a.userId },
    });
    expect(ids(ofA.body.pendingRequest)).toEqual([r.returnedA!.rentId]);
    const bad = await api.call('GET', '/SingUpAdmin/checkRetunedequest', {
      token: admin.token,
      query: { status: 'approved' },
    });
    expect(bad.status).toBe(400);
  });

  it('lists every copy out (approved, Received, Returned), oldest request first', async ({
    api,
    admin,
  }) => {
    const res = await api.call('GET', '/SingUpAdmin/availableBook', { token: admin.token });
    expect(res.status).toBe(200);
    expect(ids(res.body.readBooks)).toEqual([
      r.approvedLate!.rentId,
      r.receivedSoon!.rentId,
      r.returnedA!.rentId,
      r.approvedB!.rentId,
      r.returnedB!.rentId,
    ]);
  });

  it('lists the borrowed copies (approved, Received), earliest due date first', async ({
    api,
    admin,
  }) => {
    const res = await api.call('GET', '/SingUpAdmin/adminWithOutPaddingRequest', {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    const list = res.body.pendingRequest as RentRecord[];
    expect(ids(list)).toEqual([
      r.receivedSoon!.rentId,
      r.approvedB!.rentId,
      r.approvedLate!.rentId,
    ]);
    expect(list.every((x) => x.serialNumber && x.returnDay)).toBe(true);
  });

  it('answers [] everywhere once nothing is out', async ({ api, admin }) => {
    await api.db.deleteFrom('rent_records').execute();
    for (const [url, key, query] of [
      ['/SingUpAdmin/availableBook', 'readBooks', {}],
      ['/SingUpAdmin/adminWithOutPaddingRequest', 'pendingRequest', {}],
      ['/SingUpAdmin/checkRetunedequest', 'pendingRequest', { status: 'Returned' }],
    ] as const) {
      const res = await api.call('GET', url, { token: admin.token, query });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ [key]: [] });
    }
  });
});
