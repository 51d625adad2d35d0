import zlib from 'node:zlib';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from '../../app';
import { createTestApi, type TestApi } from '../../../test/helpers/app';
import { insertBook } from '../../../test/helpers/fixtures';
import { buildSettled, keptCatalogue } from './catalogue';
import { entriesFormat, refreshEntries, type BookWriter } from './catalogue-entries';

/*
 * PostgreSQL only (vitest.config.ts): a write and the writing of texts interleaving needs two
 * connections; PGlite has one, so a transaction under way holds every other statement back.
 */

let api: TestApi;
let refresh: () => Promise<number>;

beforeAll(async () => {
  api = await createTestApi();
  // Closed: the texts are written by this test alone, at the moments it chooses.
  await api.app.catalogueWarmer!.close();
  const op = (await contractOperations()).find((o) => o.operationId === 'listAllBooks')!;
  const schema = (op.responses['200'] as { items: object }).items;
  const write = fastJson(schema as AnySchema, { ajv: { strict: false } }) as BookWriter;
  const format = entriesFormat(schema, api.app.services.storage);
  refresh = () => refreshEntries(api.db, api.app.services.storage, write, format);
});

afterAll(() => api.close());

const keptText = async (bookId: number) =>
  (
    await sql<{ text: string | null }>`
      select text from catalogue_entries where book_id = ${bookId}`.execute(api.db)
  ).rows[0]?.text;

describe('writing texts while a write is under way (PostgreSQL)', () => {
  it('leaves a book marked by a transaction under way for after its commit, never writing it as it was', async () => {
    const book = await insertBook(api, { bookname: 'আগের নাম' });
    expect(await refresh()).toBe(1);
    // Marked and committed (another change, not written yet), then changed again by a
    // transaction still under way when the texts are written.
    await sql`update books set aboutbook = 'প্রথম বদল' where unique_id = ${book.bookId}`.execute(
      api.db
    );
    let commit!: () => void;
    const held = new Promise<void>((done) => (commit = done));
    let changed!: () => void;
    const changedYet = new Promise<void>((done) => (changed = done));
    const writer = api.db.transaction().execute(async (trx) => {
      await sql`update books set bookname = 'পরের নাম' where unique_id = ${book.bookId}`.execute(
        trx
      );
      changed();
      await held;
    });
    await changedYet;

    // The mark is held by the transaction: it is left alone, not written from the old row.
    expect(await refresh()).toBe(0);
    expect(await keptText(book.bookId)).toContain('আগের নাম');

    commit();
    await writer;
    expect(await refresh()).toBe(1);
    const text = await keptText(book.bookId);
    expect(text).toContain('পরের নাম');
    expect(text).toContain('প্রথম বদল');
  });

  it('serves but never keeps a body read while a committed change could not be written yet', async () => {
    const book = await insertBook(api, { bookname: 'পুরনো' });
    await refresh();
    await sql`update books set bookname = 'নতুন' where unique_id = ${book.bookId}`.execute(api.db);
    // A write under way holds the mark of that committed change.
    let commit!: () => void;
    const held = new Promise<void>((done) => (commit = done));
    let changed!: () => void;
    const changedYet = new Promise<void>((done) => (changed = done));
    const writer = api.db.transaction().execute(async (trx) => {
      await sql`update books set aboutbook = 'আরও' where unique_id = ${book.bookId}`.execute(trx);
      changed();
      await held;
    });
    await changedYet;

    const served = await api.app.inject({
      method: 'GET',
      url: '/Singup/Allbooks',
      headers: { 'accept-encoding': 'br' },
    });
    expect(served.statusCode).toBe(200);
    const listed = (body: string) =>
      (JSON.parse(body) as { uniqueId: number }[]).find((b) => b.uniqueId === book.bookId);
    expect(listed(zlib.brotliDecompressSync(served.rawPayload).toString())).toMatchObject({
      bookname: 'পুরনো',
    });
    await buildSettled(api.db);
    expect(keptCatalogue(api.db)).toBeNull();

    commit();
    await writer;
    const after = await api.app.inject({ method: 'GET', url: '/Singup/Allbooks' });
    expect(listed(after.body)).toMatchObject({ bookname: 'নতুন', aboutbook: 'আরও' });
  });
});
