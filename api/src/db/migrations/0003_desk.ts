import { sql, type Kysely } from 'kysely';

/**
 * The lending desk (issue 15): when the admin last asked for a book back (so a second mail the
 * same day is refused), and which admin handed a copy over or took it back on a member's behalf
 * at the desk or on Book Day. Additive only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rent_records add column return_requested_at timestamptz`.execute(db);
  await sql`
    alter table rent_records
      add column received_by_admin integer references admins (id) on delete set null`.execute(db);
  await sql`
    alter table rent_records
      add column returned_by_admin integer references admins (id) on delete set null`.execute(db);
}
