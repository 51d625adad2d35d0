import { sql, type Kysely } from 'kysely';

/**
 * Public reads are answered from each API process's memory (src/http/read-cache.ts, issue 20
 * point 5); a write must drop what it changed in every process. Each write to a table such an
 * answer is read from raises a notification on the channel `pathagar_reads`, named after the
 * table, or `catalogue` when the catalogue version of 0013 moves (books, copies, a loan opening or
 * closing). pg_notify in the write's own transaction is delivered on commit, once per transaction
 * and name, and never for a rollback: no process is told before the new rows are visible, and
 * none is told of a write that did not happen. PGlite delivers them to its own process the same
 * way, before the COMMIT returns.
 */
export const READ_TABLES = [
  'blogs',
  'books',
  'events',
  'faqs',
  'gallery_images',
  'gallery_items',
  'mission',
  'notices',
  'rank_settings',
  'rent_records',
  'team_members',
  'users',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_read_table() returns trigger language plpgsql as $$
    begin
      perform pg_notify('pathagar_reads', tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of READ_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_read_notify`)}
      after insert or update or delete or truncate on ${sql.id(table)}
      for each statement execute function notify_read_table()`.execute(db);
  }
  // Every catalogue change already passes through here (0013).
  await sql`
    create or replace function next_catalogue_version() returns void language sql as $$
      insert into catalogue_version (id, version) values (true, nextval('catalogue_version_numbers'))
      on conflict (id) do update set version = excluded.version;
      select pg_notify('pathagar_reads', 'catalogue');
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function next_catalogue_version() returns void language sql as $$
      insert into catalogue_version (id, version) values (true, nextval('catalogue_version_numbers'))
      on conflict (id) do update set version = excluded.version
    $$`.execute(db);
  for (const table of READ_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_read_notify`)} on ${sql.id(table)}`.execute(db);
  }
  await sql`drop function notify_read_table()`.execute(db);
}
