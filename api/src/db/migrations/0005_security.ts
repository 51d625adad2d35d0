import { sql, type Kysely } from 'kysely';

/**
 * Admin two-factor login (issue 21): one TOTP secret per admin, confirmed once the admin has
 * typed a code from the authenticator app, the last time step used (a code works once), and
 * one-time recovery codes, kept as hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table admin_totp (
      admin_id integer primary key references admins (id) on delete cascade,
      secret text not null,
      confirmed_at timestamptz,
      last_step integer,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table admin_recovery_codes (
      id integer generated always as identity primary key,
      admin_id integer not null references admins (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index admin_recovery_codes_admin on admin_recovery_codes (admin_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table admin_recovery_codes`.execute(db);
  await sql`drop table admin_totp`.execute(db);
}
