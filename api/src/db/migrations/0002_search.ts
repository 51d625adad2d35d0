import { sql, type Kysely } from 'kysely';
import { searchKeysOf } from '../../features/books/search-keys';

/**
 * One search box for both scripts (issue 18): each book keeps the phonetic keys of its Bangla and
 * English title and of its authors (features/books/phonetic.ts), and `search_key` joins them,
 * padded with spaces so that a word's start is a trigram boundary, under one trigram index.
 * Matching romanised or variant input is then key against key: ILIKE on `search_key` for a
 * query's words, pg_trgm word similarity for typos.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table books
      add column title_key_bn text not null default '',
      add column title_key_en text not null default '',
      add column author_key text not null default '',
      add column search_key text generated always as
        (' ' || title_key_bn || ' ' || title_key_en || ' ' || author_key || ' ') stored`.execute(
    db
  );

  // Keys of the books already there, computed here because the key function is TypeScript.
  const books = await sql<{
    unique_id: number;
    bookname: string;
    bookname_en: string;
    authorname: string;
    authorname_en: string;
  }>`select unique_id, bookname, bookname_en, authorname, authorname_en from books`.execute(db);
  for (const book of books.rows) {
    const keys = searchKeysOf(book);
    await sql`
      update books set title_key_bn = ${keys.title_key_bn}, title_key_en = ${keys.title_key_en},
        author_key = ${keys.author_key}
      where unique_id = ${book.unique_id}`.execute(db);
  }

  await sql`create index books_search_key_trgm on books using gin (search_key gin_trgm_ops)`.execute(
    db
  );
  // Title and author starts (`key%`): exact and prefix titles, and queries shorter than a trigram.
  for (const column of ['title_key_bn', 'title_key_en', 'author_key']) {
    await sql`create index ${sql.id(`books_${column}_prefix`)} on books (${sql.id(column)} text_pattern_ops)`.execute(
      db
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'search_key_trgm',
    'title_key_bn_prefix',
    'title_key_en_prefix',
    'author_key_prefix',
  ]) {
    await sql`drop index ${sql.id(`books_${name}`)}`.execute(db);
  }
  await sql`
    alter table books drop column search_key, drop column title_key_bn,
      drop column title_key_en, drop column author_key`.execute(db);
}
