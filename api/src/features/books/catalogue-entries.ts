import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Database } from '../../db/index';
import type { Storage } from '../../storage/index';
import { toBook } from './mappers';
import { loadBooks } from './repository';

/*
 * Each book's text in the whole catalogue, kept in catalogue_entries (migration 0016) and written
 * again here for the books the triggers marked stale. A build of GET /Singup/Allbooks then reads
 * the texts page by page (readEntryPage) instead of every book with its copies and loans.
 */

/** A book's text in the legacy list, as the contract's writer writes it. */
export type BookWriter = (book: unknown) => string;

/** Stale books written per transaction: each is a short statement or two on PGlite (~10 ms). */
export const ENTRY_BATCH = 200;
/** Entries per page of a build: one short statement, 4–10 ms on PGlite (20–35 when cold). */
export const ENTRY_PAGE = 500;
/**
 * The first page is smaller: in a process that has not read the catalogue yet, its statement also
 * pays PGlite's first run of it (~25–35 ms), and with 500 cold rows on top other calls waited up
 * to 60–90 ms behind it.
 */
export const FIRST_ENTRY_PAGE = 50;

/**
 * What the texts depend on besides the rows: the contract's item schema, the mapping from rows
 * (its source: a change to toBook is a change of every text) and where uploads are served from.
 */
export function entriesFormat(itemSchema: object, storage: Storage): string {
  return createHash('sha256')
    .update(JSON.stringify(itemSchema))
    .update('\0')
    .update(toBook.toString())
    .update('\0')
    .update(storage.url('covers/format.jpg'))
    .digest('base64url');
}

/**
 * Marks every entry stale if the texts were written for another format (another writer, another
 * address for uploads), and records this one. Returns whether it did.
 */
async function adoptFormat(db: Database, format: string): Promise<boolean> {
  const { rows } = await sql<{ key: string; entries: boolean }>`
    select (select key from catalogue_entries_format) as key,
      exists (select 1 from catalogue_entries) as entries`.execute(db);
  const { key, entries } = rows[0]!;
  // Nothing is recorded before there is a text to write: an empty catalogue stays empty tables.
  if (key === format || (key === null && !entries)) return false;
  await db.transaction().execute(async (trx) => {
    await sql`select mark_catalogue_stale(array(select book_id from catalogue_entries))`.execute(
      trx
    );
    await sql`
      insert into catalogue_entries_format (id, key) values (true, ${format})
      on conflict (id) do update set key = excluded.key`.execute(trx);
  });
  return true;
}

/**
 * Writes the text of every stale book, ENTRY_BATCH at a time, each batch in a transaction of its
 * own: its stale rows are taken with their locks (rows a write under way holds are left for
 * later), the books read, the texts written and the marks removed. Returns how many were written.
 */
export async function refreshEntries(
  db: Database,
  storage: Storage,
  write: BookWriter,
  format: string
): Promise<number> {
  await adoptFormat(db, format);
  let written = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      // The entries are locked with their marks, before anything is written: a book deleted
      // meanwhile locks its entry and then, through the cascade, its mark. Taking the mark alone
      // and the entry later was the opposite order: a deadlock, which PostgreSQL breaks by failing
      // one side (the likely cause of a delete answered 500 in CI).
      const { rows } = await sql<{ book_id: number }>`
        select s.book_id from catalogue_stale s
          join catalogue_entries e on e.book_id = s.book_id
        order by s.book_id
        limit ${ENTRY_BATCH} for update skip locked`.execute(trx);
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.book_id);
      const books = await loadBooks(trx, ids);
      const texts = books.map((book) => write(toBook(book, storage)));
      await sql`
        update catalogue_entries e set text = v.text
        from unnest(${books.map((book) => book.row.unique_id)}::integer[], ${texts}::text[])
          as v(book_id, text)
        where e.book_id = v.book_id`.execute(trx);
      await sql`delete from catalogue_stale where book_id = any(${ids}::integer[])`.execute(trx);
      return ids.length;
    });
    if (count === 0) return written;
    written += count;
    // PGlite answers within the same turn of the event loop: let other requests in between.
    await setImmediate();
  }
}

/** Whether any entry waits to be written (or is being written by a transaction under way). */
export async function hasStaleEntries(db: Database): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from catalogue_stale) as found`.execute(db);
  return rows[0]?.found === true;
}

/**
 * Where a page of entries ends: the last book's key in the newest-first order, its time as the
 * database wrote it. A JavaScript Date keeps milliseconds only; a row stamped by the database's
 * own `now()` has microseconds, and a page starting after the rounded time would skip every book
 * of that millisecond it has not listed yet.
 */
export interface EntryPlace {
  createdAt: string;
  bookId: number;
}

export interface EntryPage {
  /** The page's texts joined by commas; null if none is written (a book added meanwhile). */
  text: string | null;
  /** How many books the page holds, written or not: fewer than asked for is the last page. */
  count: number;
  place: EntryPlace | null;
}

/** A page of the whole catalogue's texts, newest first, after `after` if given. */
export async function readEntryPage(
  db: Database,
  after: EntryPlace | null,
  limit: number
): Promise<EntryPage> {
  // The index on (created_at desc, book_id desc): each page is as cheap as the first.
  const where = after
    ? sql`where (created_at, book_id) < (${after.createdAt}::timestamptz, ${after.bookId})`
    : sql``;
  const { rows } = await sql<{
    text: string | null;
    count: number;
    last_at: string | null;
    last_id: number | null;
  }>`
    with page as materialized (
      select book_id, created_at, text from catalogue_entries ${where}
      order by created_at desc, book_id desc limit ${limit})
    select
      (select string_agg(text, ',' order by created_at desc, book_id desc) from page) as text,
      (select count(*) from page) as count,
      last.at as last_at, last.book_id as last_id
    from (select 1) one
    left join lateral (
      select to_json(page.created_at) #>> '{}' as at, page.book_id from page
      order by page.created_at, page.book_id limit 1) last on true`.execute(db);
  const row = rows[0]!;
  return {
    text: row.text,
    count: Number(row.count),
    place:
      row.last_at === null || row.last_id === null
        ? null
        : { createdAt: row.last_at, bookId: row.last_id },
  };
}
