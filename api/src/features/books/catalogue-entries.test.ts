import fastJson, { type AnySchema } from 'fast-json-stringify';
import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { contractOperations } from '../../app';
import { itOnEmptyTables as it } from '../../../test/helpers/api-test';
import { createTestApi, type TestApi } from '../../../test/helpers/app';
import { insertBook } from '../../../test/helpers/fixtures';
import { addBook, bookForm, insertLoan } from './book-fixtures';
import { entriesFormat, refreshEntries, type BookWriter } from './catalogue-entries';
import { toBook } from './mappers';
import { loadBooks } from './repository';

async function itemSchema(): Promise<object> {
  const op = (await contractOperations()).find((o) => o.operationId === 'listAllBooks')!;
  return (op.responses['200'] as { items: object }).items;
}

async function writer(): Promise<BookWriter> {
  return fastJson((await itemSchema()) as AnySchema, { ajv: { strict: false } }) as BookWriter;
}

/** Every book's text as the contract's writer writes it from the books as they are now. */
async function expectedTexts(api: TestApi): Promise<Record<number, string>> {
  const write = await writer();
  const books = await loadBooks(api.db);
  return Object.fromEntries(
    books.map((b) => [b.row.unique_id, write(toBook(b, api.app.services.storage))])
  );
}

async function keptTexts(api: TestApi): Promise<Record<number, string | null>> {
  const { rows } = await sql<{ book_id: number; text: string | null }>`
    select book_id, text from catalogue_entries`.execute(api.db);
  return Object.fromEntries(rows.map((r) => [r.book_id, r.text]));
}

async function staleBooks(api: TestApi): Promise<number[]> {
  const { rows } = await sql<{ book_id: number }>`
    select book_id from catalogue_stale order by book_id`.execute(api.db);
  return rows.map((r) => r.book_id);
}

/** Once the change just made has been heard of and the texts it marked are written. */
async function settled(api: TestApi) {
  // A write through another connection reaches this process as a notification first.
  await api.app.readCache.sync();
  await new Promise((done) => setTimeout(done, 50));
  await api.app.catalogueWarmer!.idle();
}

async function expectInStep(api: TestApi) {
  await settled(api);
  expect(await staleBooks(api)).toEqual([]);
  expect(await keptTexts(api)).toEqual(await expectedTexts(api));
}

describe("each book's text in the whole catalogue, kept in the database", () => {
  it('stays in step with every kind of write, through the API and straight in the database', async ({
    api,
    admin,
  }) => {
    const added = await addBook(api, admin.token, { serials: ['70001', '70002'] });
    const other = await insertBook(api, { copies: 2 });
    await expectInStep(api);
    expect(Object.keys(await keptTexts(api))).toHaveLength(2);

    // The edit form: a new title and one copy fewer.
    const edited = await api.call('PUT', '/SingUpAdmin/editbooks', {
      token: admin.token,
      query: { bookId: added.uniqueId },
      form: bookForm({ fields: { bookname: 'শেষের কবিতা' }, serials: ['70002'], file: null }),
    });
    expect(edited.status).toBe(200);
    await expectInStep(api);
    expect((await keptTexts(api))[added.uniqueId]).toContain('শেষের কবিতা');

    // A copy lent and handed back moves `availableCopies`.
    await insertLoan(api, other.bookId, other.serials[0]!, 'approved');
    await expectInStep(api);
    expect(JSON.parse((await keptTexts(api))[other.bookId]!)).toMatchObject({
      availableCopies: 1,
    });
    await sql`update rent_records set status = 'readed' where book_id = ${other.bookId}`.execute(
      api.db
    );
    await expectInStep(api);
    expect(JSON.parse((await keptTexts(api))[other.bookId]!)).toMatchObject({
      availableCopies: 2,
    });

    // Straight in the database, as another API process or the legacy import would.
    await sql`update book_copies set book_id = ${added.uniqueId}
      where serial_number = ${other.serials[1]!}`.execute(api.db);
    await sql`update books set created_at = created_at - interval '1 day', aboutbook = 'সরাসরি'
      where unique_id = ${other.bookId}`.execute(api.db);
    await expectInStep(api);

    const deleted = await api.call('DELETE', '/SingUpAdmin/deleteBook', {
      token: admin.token,
      query: { id: added.uniqueId },
    });
    expect(deleted.status).toBe(200);
    await expectInStep(api);
    expect(Object.keys(await keptTexts(api))).toEqual([String(other.bookId)]);
  });

  it('answers the whole catalogue from the kept texts, reading no book again', async ({ api }) => {
    const book = await insertBook(api, { bookname: 'রাখা লেখা' });
    await expectInStep(api);
    // Changed behind the triggers' back: only a build that reads the kept texts shows it.
    await sql`update catalogue_entries set text = replace(text, 'রাখা লেখা', 'শুধু এখানে')
      where book_id = ${book.bookId}`.execute(api.db);
    const res = await api.app.inject({ method: 'GET', url: '/Singup/Allbooks' });
    expect(JSON.parse(res.body)).toMatchObject([{ uniqueId: book.bookId, bookname: 'শুধু এখানে' }]);
  });

  it('writes every text again when the writer or the address of uploads is not the one they were written for', async ({
    api,
  }) => {
    const book = await insertBook(api);
    await expectInStep(api);
    const format = entriesFormat(await itemSchema(), api.app.services.storage);
    expect(
      (await sql<{ key: string }>`select key from catalogue_entries_format`.execute(api.db)).rows
    ).toEqual([{ key: format }]);

    // As after a move of uploads to a bucket: written for another address.
    await sql`update catalogue_entries_format set key = 'another address'`.execute(api.db);
    await sql`update catalogue_entries set text = replace(text, 'http://api.test/', 'http://old.test/')
      where book_id = ${book.bookId}`.execute(api.db);
    expect(await refreshEntries(api.db, api.app.services.storage, await writer(), format)).toBe(1);
    expect(await keptTexts(api)).toEqual(await expectedTexts(api));
    expect((await keptTexts(api))[book.bookId]).toContain('"http://api.test/uploads/');
    expect(
      (await sql<{ key: string }>`select key from catalogue_entries_format`.execute(api.db)).rows
    ).toEqual([{ key: format }]);
    // Written for this format now: nothing is written again.
    expect(await refreshEntries(api.db, api.app.services.storage, await writer(), format)).toBe(0);
  });
});

describe('which books a write marks to be written again', () => {
  it('marks the books a write touched, and only those', async () => {
    // An app whose warmer is closed: the marks stay until written here.
    const api = await createTestApi();
    try {
      await api.app.catalogueWarmer!.close();
      const write = await writer();
      const format = entriesFormat(await itemSchema(), api.app.services.storage);
      const refresh = () => refreshEntries(api.db, api.app.services.storage, write, format);
      const a = await insertBook(api, { copies: 1 });
      const b = await insertBook(api, { copies: 1 });
      const c = await insertBook(api);
      expect(await staleBooks(api)).toEqual([a.bookId, b.bookId, c.bookId].sort((x, y) => x - y));
      expect(await refresh()).toBe(3);
      expect(await staleBooks(api)).toEqual([]);

      // A copy added to one book.
      await api.db
        .insertInto('book_copies')
        .values({ serial_number: `${a.bookId}9`, book_id: a.bookId, position: 1 })
        .execute();
      expect(await staleBooks(api)).toEqual([a.bookId]);
      await refresh();

      // A request waiting for a decision changes nothing shown; its approval does.
      await insertLoan(api, b.bookId, null, 'pending');
      expect(await staleBooks(api)).toEqual([]);
      await sql`update rent_records set status = 'approved', serial_number = ${b.serials[0]!},
          return_day = now() + interval '7 days'
        where book_id = ${b.bookId}`.execute(api.db);
      expect(await staleBooks(api)).toEqual([b.bookId]);
      await refresh();

      // A write elsewhere (a member's profile) marks nothing.
      await sql`update users set current_address = 'ঢাকা'`.execute(api.db);
      expect(await staleBooks(api)).toEqual([]);

      // A book deleted with its copies leaves neither its entry nor a mark behind.
      await api.db.deleteFrom('books').where('unique_id', '=', a.bookId).execute();
      expect(await staleBooks(api)).toEqual([]);
      expect(Object.keys(await keptTexts(api)).map(Number)).toEqual(
        expect.arrayContaining([b.bookId, c.bookId])
      );
      expect(Object.keys(await keptTexts(api))).toHaveLength(2);
      expect(await keptTexts(api)).toEqual(await expectedTexts(api));
    } finally {
      await api.close();
    }
  });
});
