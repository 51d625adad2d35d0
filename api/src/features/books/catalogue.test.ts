import { randomBytes, randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { sql } from 'kysely';
import { describe, expect, vi } from 'vitest';
import { contractOperations } from '../../app';
import { itOnEmptyTables as it } from '../../../test/helpers/api-test';
import { createTestApi, type TestApi } from '../../../test/helpers/app';
import { insertBook } from '../../../test/helpers/fixtures';
import { seedDemo } from '../seed/demo';
import { addBook, insertLoan } from './book-fixtures';
import { catalogueVersion, forgetKeptCatalogue, keptCatalogue } from './catalogue';
import { ENTRY_PAGE, readEntryPage, type EntryPlace } from './catalogue-entries';
import { toBook } from './mappers';
import { loadBooks } from './repository';

const ALL_BOOKS = '/Singup/Allbooks';

/** What the call answered before it was streamed: the whole list through the contract's writer. */
async function legacyBody(api: TestApi): Promise<string> {
  const op = (await contractOperations()).find((o) => o.operationId === 'listAllBooks')!;
  const write = fastJson(op.responses['200'] as AnySchema, { ajv: { strict: false } });
  const books = await loadBooks(api.db);
  return write(books.map((b) => toBook(b, api.app.services.storage)));
}

/**
 * `count` books with 0–2 copies each, in one statement as the legacy import writes them: more
 * than a page of the whole catalogue without a thousand calls. Ids from `from`.
 */
async function insertBooks(api: TestApi, count: number, from = 800000) {
  await sql`insert into books (unique_id, bookname, bookname_en, authorname, authorname_en,
      aboutbook, aboutbook_en, booktype, image_key, created_at)
    select ${from} + g, 'বই ' || g, 'Book ' || g, 'লেখক ' || (g % 7), 'Author ' || (g % 7),
      'বই সম্পর্কে ' || g, 'About "book" ' || g, 'উপন্যাস',
      'covers/00000000-0000-0000-0000-' || lpad(g::text, 12, '0') || '.jpg',
      timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute'
    from generate_series(1, ${count}) g`.execute(api.db);
  await sql`insert into book_copies (serial_number, book_id, position)
    select ((${from} + g) * 10 + c)::text, ${from} + g, c
    from generate_series(1, ${count}) g, generate_series(0, 1) c where c < g % 3`.execute(api.db);
}

const decode = {
  br: (body: Buffer) => zlib.brotliDecompressSync(body).toString('utf8'),
  gzip: (body: Buffer) => zlib.gunzipSync(body).toString('utf8'),
};

async function fetchAs(
  api: TestApi,
  encoding: 'br' | 'gzip',
  headers: Record<string, string> = {}
) {
  const res = await api.app.inject({
    method: 'GET',
    url: ALL_BOOKS,
    headers: { 'accept-encoding': encoding, ...headers },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe(encoding);
  return { text: decode[encoding](res.rawPayload), etag: String(res.headers.etag) };
}

/** What is kept once the change just made has been heard of and any build it started is done. */
async function keptAfterChange(api: TestApi) {
  // A write through another connection reaches this process as a notification first.
  await api.app.readCache.sync();
  await new Promise((done) => setTimeout(done, 50));
  await api.app.catalogueWarmer!.idle();
  return keptCatalogue(api.db);
}

describe('GET /Singup/Allbooks, streamed and cached', () => {
  it('writes the same bytes as the whole-list writer, plain and compressed, over several pages', async ({
    api,
  }) => {
    await seedDemo(api.app.services, { withDemoAdmin: false });
    await insertBooks(api, ENTRY_PAGE + 10);
    const expected = await legacyBody(api);
    expect(JSON.parse(expected).length).toBeGreaterThan(ENTRY_PAGE + 10);

    const plain = await api.call('GET', ALL_BOOKS);
    expect(plain.status).toBe(200);
    expect(JSON.stringify(plain.body)).toBe(expected);
    const raw = await api.app.inject({ method: 'GET', url: ALL_BOOKS });
    expect(raw.body).toBe(expected);

    // The second call of each encoding is the cached body; both must still be the same text.
    for (const encoding of ['br', 'gzip', 'br', 'gzip'] as const) {
      expect((await fetchAs(api, encoding)).text).toBe(expected);
    }
  });

  it('compresses the encoding asked for as it reads and the other after it, both of one text', async ({
    api,
  }) => {
    await insertBooks(api, 40);
    const expected = await legacyBody(api);
    // The caller's gzip is compressed as the pages are read; br follows from the same text.
    expect((await fetchAs(api, 'gzip')).text).toBe(expected);
    const version = await catalogueVersion(api.db);
    await vi.waitFor(() =>
      expect(keptCatalogue(api.db)).toEqual({ version, encodings: ['br', 'gzip'] })
    );
    expect((await fetchAs(api, 'br')).text).toBe(expected);
  });

  it('answers 304 to a matching If-None-Match, and a new ETag after any catalogue write', async ({
    api,
    admin,
  }) => {
    const first = await addBook(api, admin.token, { serials: ['50001'] });
    const before = await fetchAs(api, 'br');
    expect(before.etag).toMatch(/^W\/"catalogue-\d+"$/);

    const again = await api.app.inject({
      method: 'GET',
      url: ALL_BOOKS,
      headers: { 'accept-encoding': 'br', 'if-none-match': before.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // Through the API.
    const second = await addBook(api, admin.token, { serials: ['50002'] });
    const added = await fetchAs(api, 'br', { 'if-none-match': before.etag });
    expect(added.etag).not.toBe(before.etag);
    expect(JSON.parse(added.text).map((b: { uniqueId: number }) => b.uniqueId)).toEqual([
      second.uniqueId,
      first.uniqueId,
    ]);

    // Straight in the database, as another API process would: the cached body is not served.
    await sql`update books set bookname = 'নতুন নাম' where unique_id = ${first.uniqueId}`.execute(
      api.db
    );
    const renamed = await fetchAs(api, 'br', { 'if-none-match': added.etag });
    expect(renamed.etag).not.toBe(added.etag);
    expect(renamed.text).toBe(await legacyBody(api));
    expect(renamed.text).toContain('নতুন নাম');

    // A copy going out on loan changes `availableCopies`.
    await insertLoan(api, first.uniqueId, '50001', 'approved');
    const lent = await fetchAs(api, 'gzip');
    expect(lent.etag).not.toBe(renamed.etag);
    expect(JSON.parse(lent.text)[1]).toMatchObject({
      uniqueId: first.uniqueId,
      availableCopies: 0,
    });

    // A request still waiting for a decision changes nothing the call shows.
    await insertLoan(api, second.uniqueId, null, 'pending');
    expect((await fetchAs(api, 'gzip')).etag).toBe(lent.etag);
  });

  it('builds both compressed bodies right after a change, before anyone asks, and never serves an older one', async ({
    api,
    admin,
  }) => {
    const builtFor = () => keptAfterChange(api);
    // A legacy client has asked for it once since start (the next test: not before).
    await fetchAs(api, 'gzip');

    // Through the API.
    const book = await addBook(api, admin.token, { serials: ['60001'] });
    expect(await builtFor()).toEqual({
      version: await catalogueVersion(api.db),
      encodings: ['br', 'gzip'],
    });
    expect((await fetchAs(api, 'gzip')).text).toBe(await legacyBody(api));

    // Straight in the database, as another API process would.
    await sql`update books set bookname = 'আগে তৈরি' where unique_id = ${book.uniqueId}`.execute(
      api.db
    );
    const kept = await builtFor();
    expect(kept?.version).toBe(await catalogueVersion(api.db));
    const renamed = await fetchAs(api, 'br');
    expect(renamed.etag).toBe(`W/"catalogue-${kept?.version}"`);
    expect(renamed.text).toContain('আগে তৈরি');

    // A caller right after a change gets that change, whether or not the build is done.
    await sql`update books set bookname = 'পরে' where unique_id = ${book.uniqueId}`.execute(api.db);
    await api.app.readCache.sync();
    expect((await fetchAs(api, 'br')).text).toBe(await legacyBody(api));
  });

  it('builds nothing ahead until a client has asked for it since start (each build costs memory)', async () => {
    const fresh = await createTestApi();
    try {
      const book = await insertBook(fresh);
      expect(await keptAfterChange(fresh)).toBeNull();

      const asked = await fetchAs(fresh, 'gzip');
      expect(asked.text).toBe(await legacyBody(fresh));
      await sql`update books set bookname = 'পরে চাওয়া' where unique_id = ${book.bookId}`.execute(
        fresh.db
      );
      expect(await keptAfterChange(fresh)).toEqual({
        version: await catalogueVersion(fresh.db),
        encodings: ['br', 'gzip'],
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('reading the catalogue page by page', () => {
  it('lists every book once when many share one database timestamp, to the microsecond', async ({
    api,
  }) => {
    // As rows stamped by the database's own now() are: a JavaScript Date keeps milliseconds only,
    // and a page starting after the rounded time skipped the rest of that millisecond.
    const count = 130;
    await sql`insert into books (unique_id, bookname, bookname_en, authorname, authorname_en,
        aboutbook, aboutbook_en, booktype, image_key, created_at)
      select 700000 + g, 'বই ' || g, 'Book ' || g, 'লেখক', 'Author', '', '', 'উপন্যাস',
        'covers/00000000-0000-0000-0000-000000000000.jpg',
        '2026-01-01 10:00:00.123456+00'::timestamptz
      from generate_series(1, ${count}) g`.execute(api.db);
    // The whole call writes every entry first.
    expect(JSON.parse((await fetchAs(api, 'br')).text)).toHaveLength(count);

    const ids: number[] = [];
    let after: EntryPlace | null = null;
    for (;;) {
      const { text, count: listed, place } = await readEntryPage(api.db, after, 7);
      if (text)
        ids.push(...(JSON.parse(`[${text}]`) as { uniqueId: number }[]).map((b) => b.uniqueId));
      if (listed < 7 || !place) break;
      after = place;
    }
    expect(ids).toEqual(Array.from({ length: count }, (_, i) => 700000 + count - i));
    expect((await fetchAs(api, 'gzip')).text).toBe(await legacyBody(api));
  });
});

/**
 * Stores the bodies once both are kept for the committed version: a caller gets its body before
 * the other encoding's is done, and a build a caller started is not the warmer's to wait for.
 */
async function storeWhenBuilt(api: TestApi) {
  await api.app.readCache.sync();
  await api.app.catalogueWarmer!.idle();
  const version = await catalogueVersion(api.db);
  await expect
    .poll(() => keptCatalogue(api.db), { timeout: 5000, interval: 10 })
    .toEqual({ version, encodings: ['br', 'gzip'] });
  await api.app.catalogueWarmer!.store();
}

describe('the catalogue stored for a process that has just started', () => {
  /** The stored rows, as `encoding@version`. */
  const storedRows = async (api: TestApi) => {
    const { rows } = await sql<{ encoding: string; version: string | number }>`
      select encoding, version from catalogue_bodies order by encoding`.execute(api.db);
    return rows.map((row) => `${row.encoding}@${row.version}`);
  };
  /** The parts of the body stored in `encoding`, in order. */
  const storedParts = async (api: TestApi, encoding: string) => {
    const { rows } = await sql<{ bytes: Uint8Array }>`
      select p.bytes from catalogue_body_parts p join catalogue_bodies b on b.body = p.body
      where b.encoding = ${encoding} order by p.part`.execute(api.db);
    return rows.map((row) => Buffer.from(row.bytes));
  };
  /** Replaces the body stored in `encoding` by `body`, cut in parts of `size` bytes. */
  const replaceStored = async (api: TestApi, encoding: string, body: Buffer, size: number) => {
    await api.db.transaction().execute(async (trx) => {
      const id = randomUUID();
      let parts = 0;
      for (let offset = 0; offset < body.length; offset += size) {
        await sql`insert into catalogue_body_parts (body, part, encoding, version, bytes)
          select ${id}, ${parts++}, encoding, version, ${body.subarray(offset, offset + size)}
          from catalogue_bodies where encoding = ${encoding}`.execute(trx);
      }
      await sql`update catalogue_bodies set body = ${id}, parts = ${parts}
        where encoding = ${encoding}`.execute(trx);
    });
  };

  it('stores both bodies of the newest version; a restarted process answers with them, unbuilt', async ({
    api,
  }) => {
    for (let i = 0; i < 3; i++) await insertBook(api);
    const built = await fetchAs(api, 'br');
    await storeWhenBuilt(api);
    const version = await catalogueVersion(api.db);
    expect(await storedRows(api)).toEqual([`br@${version}`, `gzip@${version}`]);
    expect(decode.gzip(Buffer.concat(await storedParts(api, 'gzip')))).toBe(built.text);

    // Marked, to tell the stored body from one built again; the table moves no version. Random
    // text does not compress: the body is read back from several parts.
    const marked = JSON.stringify(['stored', randomBytes(300_000).toString('base64')]);
    await replaceStored(api, 'br', zlib.brotliCompressSync(marked), 150_000);
    expect(await storedParts(api, 'br')).toHaveLength(3);
    expect(await catalogueVersion(api.db)).toBe(version);
    forgetKeptCatalogue(api.db);
    const restarted = await fetchAs(api, 'br');
    expect(restarted.text).toBe(marked);
    expect(restarted.etag).toBe(`W/"catalogue-${version}"`);
    expect((await fetchAs(api, 'gzip')).text).toBe(await legacyBody(api));
  });

  it('stores a body in parts of at most 128 KiB, and leaves no part it does not name', async ({
    api,
  }) => {
    // Random text does not compress: 40 books of 6 KB make bodies of 2 or 3 parts.
    for (let i = 0; i < 40; i++) {
      const book = await insertBook(api);
      await sql`update books set aboutbook = ${randomBytes(4500).toString('base64')}
        where unique_id = ${book.bookId}`.execute(api.db);
    }
    const built = await fetchAs(api, 'gzip');
    await storeWhenBuilt(api);
    const parts = await storedParts(api, 'gzip');
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.every((part) => part.length <= 128 * 1024)).toBe(true);
    expect(decode.gzip(Buffer.concat(parts))).toBe(built.text);

    // Left by a store cut short (a process stopped meanwhile): the next store deletes them.
    const version = await catalogueVersion(api.db);
    await sql`insert into catalogue_body_parts (body, part, encoding, version, bytes)
      values (${randomUUID()}, 0, 'gzip', ${version}, ${Buffer.from('cut short')}),
        (${randomUUID()}, 0, 'br', ${Number(version) - 1}, ${Buffer.from('older')})`.execute(
      api.db
    );
    await sql`update books set bookname = 'আবার' where unique_id = (select max(unique_id) from books)`.execute(
      api.db
    );
    await fetchAs(api, 'gzip');
    await storeWhenBuilt(api);
    const { rows } = await sql<{ orphans: number | string }>`
      select count(*) as orphans from catalogue_body_parts p
      where not exists (select 1 from catalogue_bodies b where b.body = p.body)`.execute(api.db);
    expect(Number(rows[0]!.orphans)).toBe(0);
    forgetKeptCatalogue(api.db);
    expect((await fetchAs(api, 'gzip')).text).toBe(await legacyBody(api));
  });

  it('never answers with a stored body once the catalogue has changed since', async ({ api }) => {
    const book = await insertBook(api);
    await fetchAs(api, 'gzip');
    await storeWhenBuilt(api);
    const before = await catalogueVersion(api.db);
    expect(await storedRows(api)).toEqual([`br@${before}`, `gzip@${before}`]);

    await sql`update books set bookname = 'বদলে গেছে' where unique_id = ${book.bookId}`.execute(
      api.db
    );
    forgetKeptCatalogue(api.db);
    const changed = await fetchAs(api, 'gzip');
    expect(changed.text).toBe(await legacyBody(api));
    expect(changed.text).toContain('বদলে গেছে');

    // Stored again, for the new version; an older version never replaces a newer one.
    await api.app.readCache.sync();
    await storeWhenBuilt(api);
    const after = await catalogueVersion(api.db);
    expect(await storedRows(api)).toEqual([`br@${after}`, `gzip@${after}`]);
    await sql`update catalogue_bodies set version = version + 1000`.execute(api.db);
    await api.app.catalogueWarmer!.store();
    expect(await storedRows(api)).toEqual([
      `br@${Number(after) + 1000}`,
      `gzip@${Number(after) + 1000}`,
    ]);
  });

  it('keeps the table at the size of the newest bodies however often they are stored', async ({
    api,
  }) => {
    await insertBook(api);
    const size = async () => {
      const { rows } = await sql<{ bytes: string | number }>`
        select pg_total_relation_size('catalogue_bodies')
          + pg_total_relation_size('catalogue_body_parts') as bytes`.execute(api.db);
      return Number(rows[0]!.bytes);
    };
    const storeNewVersion = async (n: number) => {
      // Random text: it does not compress, so each body is some kilobytes.
      await sql`update books set aboutbook = ${`${n} ${randomBytes(6000).toString('base64')}`}
        where unique_id = (select max(unique_id) from books)`.execute(api.db);
      await fetchAs(api, 'br');
      await storeWhenBuilt(api);
      expect(await storedRows(api)).toEqual([
        `br@${await catalogueVersion(api.db)}`,
        `gzip@${await catalogueVersion(api.db)}`,
      ]);
    };
    await storeNewVersion(0);
    await storeNewVersion(1);
    const settled = await size();
    for (let n = 2; n < 12; n++) await storeNewVersion(n);
    // Without the vacuum after each store, ten more versions leave ten more bodies behind.
    expect(await size()).toBeLessThanOrEqual(settled + 16 * 1024);
  });

  it('at start, builds ahead only where bodies were stored (a legacy client asked before)', async () => {
    const fresh = await createTestApi();
    try {
      const book = await insertBook(fresh);
      await fresh.app.catalogueWarmer!.resume();
      await sql`update books set bookname = 'কেউ চায়নি' where unique_id = ${book.bookId}`.execute(
        fresh.db
      );
      expect(await keptAfterChange(fresh)).toBeNull();

      // Bodies of an older version: some client asked for the catalogue before a restart.
      await sql`insert into catalogue_body_parts (body, part, encoding, version, bytes)
        values (${randomUUID()}, 0, 'br', 0, ${Buffer.from('x')})`.execute(fresh.db);
      await sql`insert into catalogue_bodies (encoding, version, body, parts)
        select encoding, version, body, 1 from catalogue_body_parts`.execute(fresh.db);
      await fresh.app.catalogueWarmer!.resume();
      expect(await keptAfterChange(fresh)).toEqual({
        version: await catalogueVersion(fresh.db),
        encodings: ['br', 'gzip'],
      });
      expect((await fetchAs(fresh, 'br')).text).toBe(await legacyBody(fresh));
    } finally {
      await fresh.close();
    }
  });
});
