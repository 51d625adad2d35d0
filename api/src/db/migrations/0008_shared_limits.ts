import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters and login throttles kept in the database, so that several API processes
 * behind one load balancer count one client's calls together (issue 22 point 3).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_hits (
      key text primary key,
      hits integer not null check (hits > 0),
      reset_at timestamptz not null
    )`.execute(db);
  await sql`create index rate_limit_hits_reset_at on rate_limit_hits (reset_at)`.execute(db);

  // Failed password checks per account and address pair (src/auth/login-throttle.ts).
  await sql`
    create table login_throttles (
      key text primary key,
      failures integer not null check (failures >= 0),
      last_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table login_throttles`.execute(db);
  await sql`drop table rate_limit_hits`.execute(db);
}
