import { describe, expect } from 'vitest';
import type { CopyView, DeskRow } from '@pathagar/sdk/schema';
import { it } from '../../../../test/helpers/api-test';
import type { TestApi } from '../../../../test/helpers/app';
import type { TestAdmin } from '../../../../test/helpers/fixtures';
import { createBook, createBorrower, DAY_MS, requestBook, travel } from '../test-support';

const copy = async (api: TestApi, admin: TestAdmin, serial: string) =>
  api.call('GET', `/ext/copies/${serial}`, { token: admin.token });

const rentIds = (rows: DeskRow[]) => rows.map((r) => r.rentId);

describe('GET /ext/copies/{serial} (getCopy)', () => {
  it('shows a free copy with the pending requests it can serve, then who has it and since when it is overdue', async ({
    api,
    admin,
  }) => {
    const book = await createBook(api, { copies: 2, bookname: 'আরণ্যক', booknameEn: 'Aranyak' });
    const [first, second] = book.serials as [string, string];
    const ayesha = await createBorrower(api);
    const karim = await createBorrower(api);
    const a = (await requestBook(api, ayesha, book.bookId)).body.rentBook;
    const k = (await requestBook(api, karim, book.bookId)).body.rentBook;

    const free = await copy(api, admin, first);
    expect(free.status).toBe(200);
    const view = free.body as CopyView;
    expect(view).toMatchObject({
      serialNumber: first,
      bookId: book.bookId,
      bookname: 'আরণ্যক',
      booknameEnglish: 'Aranyak',
      state: 'free',
      loan: null,
      hold: null,
    });
    // Oldest request first, each offering this very copy to approve with.
    expect(rentIds(view.requests)).toEqual([a.rentId, k.rentId]);
    expect(view.requests[0]!.freeSerials).toEqual([first]);

    // Lent: the copy names its borrower and no request can take it any more.
    await api.call('POST', '/ext/desk/approvals', {
      token: admin.token,
      json: { items: [{ rentId: a.rentId, serialNumber: first, returnDayNumber: 3 }] },
    });
    const handed = await api.call('POST', '/ext/desk/handovers', {
      token: admin.token,
      json: { rentId: a.rentId, action: 'handed_over' },
    });
    expect(handed.status).toBe(200);
    const lent = (await copy(api, admin, first)).body as CopyView;
    expect(lent.state).toBe('on_loan');
    expect(lent.loan).toMatchObject({
      rentId: a.rentId,
      deskState: 'with_member',
      member: { uniqueId: ayesha.userId },
      overdue: false,
    });
    expect(lent.requests).toEqual([]);
    // The other copy still serves the remaining request.
    expect(rentIds(((await copy(api, admin, second)).body as CopyView).requests)).toEqual([
      k.rentId,
    ]);

    await travel(api, 4 * DAY_MS, [admin]);
    expect(((await copy(api, admin, first)).body as CopyView).loan?.overdue).toBe(true);
  });

  it('offers a copy kept by a ready hold to its holder only', async ({ api, admin }) => {
    const book = await createBook(api, { copies: 1 });
    const serial = book.serials[0]!;
    const holder = await createBorrower(api);
    const other = await createBorrower(api);
    const mine = (await requestBook(api, holder, book.bookId)).body.rentBook;
    await requestBook(api, other, book.bookId);
    const until = new Date(api.clock.now().getTime() + 2 * DAY_MS);
    await api.db
      .insertInto('holds')
      .values({
        book_id: book.bookId,
        user_id: holder.userId,
        status: 'ready',
        serial_number: serial,
        ready_at: api.clock.now(),
        expires_at: until,
      })
      .execute();
    const view = (await copy(api, admin, serial)).body as CopyView;
    expect(view.state).toBe('held');
    expect(view.hold).toEqual({
      member: expect.objectContaining({ uniqueId: holder.userId }),
      readyUntil: until.toISOString(),
    });
    expect(rentIds(view.requests)).toEqual([mine.rentId]);
  });

  it('answers 404 for an unknown serial and 400 for one that is not a serial', async ({
    api,
    admin,
  }) => {
    const missing = await copy(api, admin, '98765432109876');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', message: 'Copy not found' });
    expect((await copy(api, admin, 'abc')).status).toBe(400);
  });
});

describe('GET /ext/labels (listCopyLabels)', () => {
  it('lists every copy of the books in the order asked, or only the chosen copies, with the club name', async ({
    api,
    admin,
  }) => {
    const one = await createBook(api, { copies: 2, bookname: 'দেবদাস', booknameEn: 'Devdas' });
    const two = await createBook(api, { copies: 3 });
    const res = await api.call('GET', '/ext/labels', {
      token: admin.token,
      query: { books: `${two.bookId},${one.bookId},999998` },
    });
    expect(res.status).toBe(200);
    expect(res.body.clubName).toBe('বইয়ের পাতা');
    expect(res.body.clubNameEnglish).toBe('Boiyer Pata');
    expect(res.body.labels.map((l: { serialNumber: string }) => l.serialNumber)).toEqual([
      ...two.serials,
      ...one.serials,
    ]);
    expect(res.body.labels.at(-1)).toEqual({
      serialNumber: one.serials[1],
      bookId: one.bookId,
      bookname: 'দেবদাস',
      booknameEnglish: 'Devdas',
    });
    const chosen = await api.call('GET', '/ext/labels', {
      token: admin.token,
      query: { books: String(two.bookId), serials: `${two.serials[2]},${one.serials[0]}` },
    });
    expect(chosen.body.labels).toHaveLength(1);
    expect(chosen.body.labels[0].serialNumber).toBe(two.serials[2]);
    const bad = await api.call('GET', '/ext/labels', {
      token: admin.token,
      query: { books: '12,ab' },
    });
    expect(bad.status).toBe(400);
  });
});
