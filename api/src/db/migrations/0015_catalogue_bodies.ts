import { sql, type Kysely } from 'kysely';

/**
 * The compressed bodies of GET /Singup/Allbooks, one row per encoding, stored with the catalogue
 * version they were built from (0013), so an API process that has just started answers its first
 * whole-catalogue call with a one-row read instead of a build of every book (issue 20 point 4:
 * 0.7 s at 10,000 books on PGlite). Being rows of the same database, they cannot outlive the data
 * they were built from: a restored backup brings back its own, and a body is only served while
 * its version is the committed one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalogue_bodies (
      encoding text primary key check (encoding in ('br', 'gzip')),
      version bigint not null,
      body bytea not null
    )`.execute(db);
  // Already compressed: PostgreSQL need not try to compress it again when it moves it out of line.
  await sql`alter table catalogue_bodies alter column body set storage external`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table catalogue_bodies`.execute(db);
}
