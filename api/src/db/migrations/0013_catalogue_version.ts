import { sql, type Kysely } from 'kysely';

/**
 * One counter that every write changing what GET /Singup/Allbooks answers moves, in the same
 * transaction as the write (issue 20 point 4). The whole-catalogue call derives its ETag and its
 * cached body from it: a read of one row instead of building megabytes, and, being transactional,
 * safe with several API processes on one PostgreSQL (no process can see the new rows under the old
 * version or the other way round).
 *
 * The numbers come from a sequence of their own, so they are never reused, even after the row is
 * emptied (tests truncate every table; `restart identity` leaves an unowned sequence alone): a
 * body cached under a number always belongs to that number. The row is what makes it safe, being
 * written in the writer's transaction.
 *
 * Books and copies move it once per statement, so a bulk import costs one update. Loans move it
 * only when a record enters or leaves an open loan (the copies on the shelf), so the many other
 * request and history writes do not take the counter's row lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalogue_version (
      id boolean primary key default true check (id),
      version bigint not null
    )`.execute(db);
  await sql`create sequence catalogue_version_numbers`.execute(db);
  await sql`
    insert into catalogue_version (id, version)
    values (true, nextval('catalogue_version_numbers'))`.execute(db);
  await sql`
    create function next_catalogue_version() returns void language sql as $$
      insert into catalogue_version (id, version) values (true, nextval('catalogue_version_numbers'))
      on conflict (id) do update set version = excluded.version
    $$`.execute(db);

  await sql`
    create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      perform next_catalogue_version();
      return null;
    end $$`.execute(db);
  for (const table of ['books', 'book_copies']) {
    await sql`
      create trigger ${sql.id(`${table}_catalogue_version`)}
      after insert or update or delete or truncate on ${sql.id(table)}
      for each statement execute function bump_catalogue_version()`.execute(db);
  }

  // The statuses of an open loan, as OPEN_LOAN in src/features/books/repository.ts.
  await sql`
    create function bump_catalogue_version_on_loan() returns trigger language plpgsql as $$
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
  await sql`
    create trigger rent_records_catalogue_version
    after insert or update or delete on rent_records
    for each row execute function bump_catalogue_version_on_loan()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger rent_records_catalogue_version on rent_records`.execute(db);
  await sql`drop function bump_catalogue_version_on_loan()`.execute(db);
  for (const table of ['books', 'book_copies']) {
    await sql`drop trigger ${sql.id(`${table}_catalogue_version`)} on ${sql.id(table)}`.execute(db);
  }
  await sql`drop function bump_catalogue_version()`.execute(db);
  await sql`drop function next_catalogue_version()`.execute(db);
  await sql`drop table catalogue_version`.execute(db);
  await sql`drop sequence catalogue_version_numbers`.execute(db);
}
