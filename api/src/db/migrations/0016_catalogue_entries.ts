import { sql, type Kysely } from 'kysely';

/**
 * Each book's text in GET /Singup/Allbooks, kept in the database (issue 20 point 4), so that a
 * build of the whole catalogue reads 10,000 short rows in key order instead of every book with its
 * copies and open loans: on PGlite the first build since start fell from 1.0–1.5 s to a third of
 * that, and a build after a change reads again only the books it touched.
 *
 * The texts are written by the API (catalogue-entries.ts) with the contract's writer, so their
 * bytes are the contract's; the triggers below only say which books must be written again, in
 * the transaction of the write, so every way a book changes is covered (the admin forms, the
 * desk, the legacy import, SQL):
 * - a new book gets an entry without text (a string_agg skips it until it is written);
 * - a book, a copy of it, or a loan of it opening or closing marks the book in catalogue_stale.
 *
 * Marking takes the stale row's lock (an upsert, never "do nothing"): a writer refreshing entries
 * skips rows locked by a transaction under way, and a transaction marking a book the writer has
 * just taken waits for it and marks it again. So an entry is never left marked fresh with the
 * text of a book as it was before a change that committed after it was read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Room in each page for a row's new version: writing a text is then a heap-only update, and the
  // old versions are reclaimed as the page is read, without a vacuum (PGlite runs none).
  await sql`
    create table catalogue_entries (
      book_id integer primary key references books (unique_id) on delete cascade on update cascade,
      created_at timestamptz not null,
      text text
    ) with (fillfactor = 90)`.execute(db);
  await sql`create index catalogue_entries_order on catalogue_entries (created_at desc, book_id desc)`.execute(
    db
  );
  await sql`
    create table catalogue_stale (
      book_id integer primary key
        references catalogue_entries (book_id) on delete cascade on update cascade
    )`.execute(db);
  // What the texts were written for: a change of the writer or the uploads' address (a new
  // PUBLIC_URL, a bucket) marks every entry to be written again.
  await sql`
    create table catalogue_entries_format (
      id boolean primary key default true check (id),
      key text not null
    )`.execute(db);

  await sql`
    create function mark_catalogue_stale(ids integer[]) returns void language sql as $$
      insert into catalogue_stale (book_id)
        select e.book_id from catalogue_entries e where e.book_id = any(ids) order by e.book_id
      on conflict (book_id) do update set book_id = excluded.book_id
    $$`.execute(db);

  await sql`
    create function catalogue_entries_of_new_books() returns trigger language plpgsql as $$
    begin
      insert into catalogue_entries (book_id, created_at) select unique_id, created_at from changed;
      perform mark_catalogue_stale(array(select unique_id from changed));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger books_catalogue_entries_insert after insert on books
      referencing new table as changed for each statement
      execute function catalogue_entries_of_new_books()`.execute(db);

  await sql`
    create function catalogue_entries_of_changed_books() returns trigger language plpgsql as $$
    begin
      update catalogue_entries e set created_at = c.created_at
        from changed c where e.book_id = c.unique_id and e.created_at <> c.created_at;
      perform mark_catalogue_stale(array(select unique_id from changed));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger books_catalogue_entries_update after update on books
      referencing new table as changed for each statement
      execute function catalogue_entries_of_changed_books()`.execute(db);

  // Copies: a statement trigger per event (a trigger with transition tables has one event).
  await sql`
    create function catalogue_entries_of_copies() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'DELETE' then
        perform mark_catalogue_stale(array(select distinct book_id from new_copies));
      end if;
      if tg_op <> 'INSERT' then
        perform mark_catalogue_stale(array(select distinct book_id from old_copies));
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger book_copies_catalogue_entries_insert after insert on book_copies
      referencing new table as new_copies for each statement
      execute function catalogue_entries_of_copies()`.execute(db);
  await sql`
    create trigger book_copies_catalogue_entries_update after update on book_copies
      referencing new table as new_copies old table as old_copies for each statement
      execute function catalogue_entries_of_copies()`.execute(db);
  await sql`
    create trigger book_copies_catalogue_entries_delete after delete on book_copies
      referencing old table as old_copies for each statement
      execute function catalogue_entries_of_copies()`.execute(db);

  // Loans: the version trigger of 0013 already tells when a loan opens or closes; it now also
  // marks the books whose available copies moved.
  await sql`
    create or replace function bump_catalogue_version_on_loan() returns trigger language plpgsql as $$
    declare
      was_open boolean := tg_op <> 'INSERT'
        and old.status in ('approved', 'Received', 'Returned') and old.book_id is not null;
      is_open boolean := tg_op <> 'DELETE'
        and new.status in ('approved', 'Received', 'Returned') and new.book_id is not null;
    begin
      if was_open or is_open then
        if tg_op <> 'UPDATE' or was_open <> is_open or old.book_id is distinct from new.book_id then
          perform next_catalogue_version();
          perform mark_catalogue_stale(array_remove(array[
            case when was_open then old.book_id end,
            case when is_open then new.book_id end], null));
        end if;
      end if;
      return null;
    end $$`.execute(db);

  // Every book there is, to be written by the API once it starts.
  await sql`insert into catalogue_entries (book_id, created_at) select unique_id, created_at from books`.execute(
    db
  );
  await sql`insert into catalogue_stale (book_id) select book_id from catalogue_entries`.execute(
    db
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function bump_catalogue_version_on_loan() returns trigger language plpgsql as $$
    declare
      was_open boolean := tg_op <> 'INSERT'
        and old.status in ('approved', 'Received', 'Returned') and old.book_id is not null;
      is_open boolean := tg_op <> 'DELETE'
        and new.status in ('approved', 'Received', 'Returned') and new.book_id is not null;
    begin
      if was_open or is_open then
        if tg_op <> 'UPDATE' or was_open <> is_open or old.book_id is distinct from new.book_id then
          perform next_catalogue_version();
        end if;
      end if;
      return null;
    end $$`.execute(db);
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.id(`book_copies_catalogue_entries_${event}`)} on book_copies`.execute(
      db
    );
  }
  await sql`drop trigger books_catalogue_entries_update on books`.execute(db);
  await sql`drop trigger books_catalogue_entries_insert on books`.execute(db);
  await sql`drop function catalogue_entries_of_copies()`.execute(db);
  await sql`drop function catalogue_entries_of_changed_books()`.execute(db);
  await sql`drop function catalogue_entries_of_new_books()`.execute(db);
  await sql`drop function mark_catalogue_stale(integer[])`.execute(db);
  await sql`drop table catalogue_entries_format`.execute(db);
  await sql`drop table catalogue_stale`.execute(db);
  await sql`drop table catalogue_entries`.execute(db);
}
