import { sql, type Kysely } from 'kysely';

/**
 * The vocabulary of the catalogue's phonetic keys (issue 18 point 2): every distinct word of any
 * book's `search_key`, under a trigram index. A typo-tolerant search looks up the few words
 * close to the typed one here (a few hundred or thousand rows) instead of computing word
 * similarity against the key of every book that shares a trigram with it (tens of thousands at
 * 100,000 books), then finds the books with those words through the books' own trigram index.
 *
 * Triggers keep it filled, so every way a book is written (the admin form, the seed, the legacy
 * import, SQL) is covered. Words are never removed: a word no book has any more only adds an
 * alternative that matches nothing, and removing it would need a scan of the catalogue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`
    create function books_search_words() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
        select distinct w from changed, unnest(string_to_array(btrim(changed.search_key), ' ')) as w
        where w <> ''
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  // Statement triggers with transition tables: one insert per batch of books, not per book.
  for (const event of ['insert', 'update']) {
    await sql`
      create trigger ${sql.id(`books_search_words_${event}`)} after ${sql.raw(event)} on books
        referencing new table as changed for each statement execute function books_search_words()`.execute(
      db
    );
  }
  await sql`
    insert into search_words (word)
      select distinct w from books, unnest(string_to_array(btrim(search_key), ' ')) as w
      where w <> ''
      on conflict do nothing`.execute(db);
  await sql`create index search_words_trgm on search_words using gin (word gin_trgm_ops) with (fastupdate = off)`.execute(
    db
  );
  // With fastupdate (the default) new entries wait in a pending list that every search reads
  // in full until a vacuum merges it, and PGlite has no autovacuum: at 100,000 books the list
  // was 445 pages read on each search. Books are written rarely and searched constantly.
  await sql`alter index books_search_key_trgm set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('books_search_key_trgm'::regclass)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter index books_search_key_trgm reset (fastupdate)`.execute(db);
  for (const event of ['insert', 'update']) {
    await sql`drop trigger ${sql.id(`books_search_words_${event}`)} on books`.execute(db);
  }
  await sql`drop function books_search_words()`.execute(db);
  await sql`drop table search_words`.execute(db);
}
