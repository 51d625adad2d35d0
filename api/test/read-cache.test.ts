import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { seedDemo } from '../src/features/seed/demo';
import { CACHED_READS } from '../src/http/read-cache';
import type { TestApi } from './helpers/app';
import { itOnEmptyTables as it } from './helpers/api-test';
import { createMember, insertBook } from './helpers/fixtures';

/*
 * The public reads answered from memory (src/http/read-cache.ts), on both databases. A change
 * made with triggers off (session_replication_role = replica) raises no notification: the answer
 * still served after it proves it came from memory, and the answer after a notifying statement on
 * the same table (one that changes no row: statement triggers fire all the same) proves the
 * notification dropped it.
 */

/** Changes rows without telling anyone: no trigger runs, so no notification is raised. */
async function quietly(api: TestApi, statement: string) {
  await api.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql.raw(statement).execute(trx);
  });
}

/** A statement that changes nothing but notifies, as any write to the table does. */
async function notifyOn(api: TestApi, table: string) {
  await sql.raw(`delete from ${table} where false`).execute(api.db);
}

async function firstId(api: TestApi, table: string): Promise<number> {
  const { rows } = await sql<{
    unique_id: number;
  }>`select unique_id from ${sql.table(table)} order by unique_id limit 1`.execute(api.db);
  return rows[0]!.unique_id;
}

async function read(api: TestApi, url: string) {
  const res = await api.call('GET', url);
  return `${res.status} ${JSON.stringify(res.body)}`;
}

describe('public reads from memory', () => {
  it('keeps each public read until a write to a table it reads from', async ({ api }) => {
    await seedDemo(api.app.services, { withDemoAdmin: false });
    const notice = await firstId(api, 'notices');
    const blog = await firstId(api, 'blogs');
    const gallery = await firstId(api, 'gallery_items');
    const book = await firstId(api, 'books');
    const { rows: readBooks } = await sql<{ book_id: number }>`
      select book_id from rent_records where status = 'readed'
      group by book_id order by count(*) desc, book_id limit 1`.execute(api.db);
    const readBook = readBooks[0]!.book_id;

    // In an order where each change leaves what the later cases read.
    const cases: { table: string; change: string; urls: string[] }[] = [
      {
        table: 'notices',
        change: 'delete from notices',
        urls: ['/SingUpAdmin/allNotice', `/SingUpAdmin/editnotice/${notice}`],
      },
      {
        table: 'blogs',
        change: 'delete from blogs',
        urls: ['/SingUpAdmin/getblogs', `/SingUpAdmin/blog/${blog}`],
      },
      { table: 'faqs', change: 'delete from faqs', urls: ['/SingUpAdmin/allFaqs'] },
      {
        table: 'team_members',
        change: 'delete from team_members',
        urls: ['/SingUpAdmin/allTeamMembers'],
      },
      {
        table: 'gallery_images',
        change:
          'delete from gallery_images where ctid in (select ctid from gallery_images limit 1)',
        urls: ['/SingUpAdmin/allPhotoGallery'],
      },
      {
        table: 'gallery_items',
        change: 'delete from gallery_items',
        urls: ['/SingUpAdmin/allPhotoGallery', `/SingUpAdmin/singleGallery/${gallery}`],
      },
      {
        table: 'mission',
        change: "update mission set mission = 'Changed quietly'",
        urls: ['/SingUpAdmin/mission'],
      },
      {
        table: 'rank_settings',
        change: 'update rank_settings set hide_rank_list = not hide_rank_list',
        urls: ['/SingUpAdmin/rank-settings'],
      },
      {
        table: 'events',
        change: 'delete from events',
        urls: ['/SingUpAdmin/allEvent', '/ext/stats'],
      },
      {
        table: 'users',
        change: 'delete from users where unique_id in (select unique_id from users limit 1)',
        urls: ['/ext/stats'],
      },
      {
        table: 'rent_records',
        change: `delete from rent_records where book_id = ${readBook}`,
        urls: [
          '/SingUpAdmin/checkMostReadBook?limit=20',
          `/Singup/readedSingleBook?id=${readBook}`,
        ],
      },
      {
        // The catalogue version's notification (0013, 0014): the copies' trigger moves it.
        table: 'book_copies',
        change: "update books set bookname_en = bookname_en || ' (renamed)'",
        urls: [
          `/Singup/SpecificBook?id=${book}`,
          `/SingUpAdmin/mostPopularBook?ids=${book}`,
          '/ext/books?limit=5',
        ],
      },
      {
        table: 'books',
        change: `delete from books where unique_id = ${book}`,
        urls: ['/ext/stats', `/Singup/SpecificBook?id=${book}`],
      },
    ];
    for (const { table, change, urls } of cases) {
      const before = await Promise.all(urls.map((url) => read(api, url)));
      await quietly(api, change);
      // Still the remembered answers: the change raised no notification.
      expect(await Promise.all(urls.map((url) => read(api, url))), table).toEqual(before);
      await notifyOn(api, table);
      const after = await Promise.all(urls.map((url) => read(api, url)));
      after.forEach((answer, i) => expect(answer, `${table}: ${urls[i]}`).not.toBe(before[i]));
    }
  });

  it('lists a notifying table for every name a cached read depends on', async ({ api }) => {
    const { rows } = await sql<{ table: string }>`
      select distinct c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname like '%_read_notify'`.execute(api.db);
    const notifying = new Set(rows.map((r) => r.table));
    const names = new Set(Object.values(CACHED_READS).flat());
    names.delete('catalogue');
    expect([...names].filter((name) => !notifying.has(name))).toEqual([]);
  });

  it('answers a matching If-None-Match with 304 and compresses from memory', async ({ api }) => {
    for (let i = 0; i < 30; i++) await insertBook(api, { copies: 1, booknameEn: `Book ${i}` });
    const url = '/ext/books?limit=30';
    const first = await api.call('GET', url);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);

    const again = await api.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const br = await api.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(first.body);

    await insertBook(api, { copies: 1, booknameEn: 'One more' });
    await api.app.readCache.sync();
    const changed = await api.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('never shares an answer with or from a request that carries a token', async ({ api }) => {
    const member = await createMember(api);
    const { bookId } = await insertBook(api, { copies: 1, booknameEn: 'Before' });
    const url = `/Singup/SpecificBook?id=${bookId}`;
    const name = (res: { body: { booknameEnglish: string }[] }) => res.body[0]!.booknameEnglish;

    // A token's read is neither answered from memory nor kept for the others.
    expect(name(await api.call('GET', url, { token: member.token }))).toBe('Before');
    await quietly(api, `update books set bookname_en = 'Quiet 1' where unique_id = ${bookId}`);
    expect(name(await api.call('GET', url))).toBe('Quiet 1');

    await quietly(api, `update books set bookname_en = 'Quiet 2' where unique_id = ${bookId}`);
    expect(name(await api.call('GET', url))).toBe('Quiet 1');
    const personal = await api.call('GET', url, { token: member.token });
    expect(name(personal)).toBe('Quiet 2');
    expect(personal.headers['cache-control']).toBe('no-store');
  });

  it('drops every answer when a write is answered by this process', async ({ api, admin }) => {
    const { bookId } = await insertBook(api, { copies: 1, booknameEn: 'Before' });
    const url = `/Singup/SpecificBook?id=${bookId}`;
    await api.call('GET', url);
    await quietly(api, `update books set bookname_en = 'Quietly' where unique_id = ${bookId}`);
    // A write the server answers (even one that changes no book) drops what it kept.
    const res = await api.call('POST', '/SingUpAdmin/mission', {
      token: admin.token,
      json: { mission: 'A new mission' },
    });
    expect(res.status).toBeLessThan(300);
    const after = await api.call('GET', url);
    expect((after.body as { booknameEnglish: string }[])[0]!.booknameEnglish).toBe('Quietly');
  });
});
