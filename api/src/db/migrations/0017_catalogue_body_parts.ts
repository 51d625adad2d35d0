import { sql, type Kysely } from 'kysely';

/**
 * A stored whole-catalogue body (0015) is kept in parts of at most 128 KiB, each written and read
 * in a statement of its own (issue 20 point 4: no call waits more than 50 ms behind it on
 * PGlite). Written whole, a body of 1.6 MB was one statement of 50–220 ms, every time a new
 * catalogue had stayed the newest for ten seconds.
 *
 * catalogue_bodies keeps one row per encoding, naming the version stored, the body its parts
 * belong to and how many there are; it moves only once every part is written, so a reader never
 * follows it to a body half written. Each store writes a body of its own (two processes storing
 * the same version need not compress it to the same bytes, and a store cut short leaves parts
 * nobody names); parts of older versions are deleted once a newer one is named. The bodies stored
 * so far are dropped: they are built again at the next call, as after any change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalogue_body_parts (
      body uuid not null,
      part integer not null check (part >= 0),
      encoding text not null check (encoding in ('br', 'gzip')),
      version bigint not null,
      bytes bytea not null,
      primary key (body, part)
    )`.execute(db);
  await sql`create index catalogue_body_parts_version on catalogue_body_parts (encoding, version)`.execute(
    db
  );
  // Already compressed: PostgreSQL need not try to compress it again when it moves it out of line.
  await sql`alter table catalogue_body_parts alter column bytes set storage external`.execute(db);
  await sql`delete from catalogue_bodies`.execute(db);
  await sql`alter table catalogue_bodies drop column body`.execute(db);
  await sql`alter table catalogue_bodies add column body uuid not null`.execute(db);
  await sql`alter table catalogue_bodies add column parts integer not null check (parts > 0)`.execute(
    db
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from catalogue_bodies`.execute(db);
  await sql`alter table catalogue_bodies drop column parts`.execute(db);
  await sql`alter table catalogue_bodies drop column body`.execute(db);
  await sql`alter table catalogue_bodies add column body bytea not null`.execute(db);
  await sql`alter table catalogue_bodies alter column body set storage external`.execute(db);
  await sql`drop table catalogue_body_parts`.execute(db);
}
