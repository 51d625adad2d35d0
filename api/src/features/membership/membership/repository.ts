import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type {
  AcceptedPaymentsTable,
  DB,
  MembershipApplicationsTable,
  MembershipsTable,
} from '../../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export type ApplicationRow = Selectable<MembershipApplicationsTable>;
export type MembershipRow = Selectable<MembershipsTable>;
export type AcceptedPaymentRow = Selectable<AcceptedPaymentsTable>;

/**
 * Locks the member's account row for the rest of the transaction, so that an application and its
 * approval for the same member never interleave. False when the account does not exist.
 */
export async function lockUser(trx: Transaction<DB>, userId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('unique_id')
    .where('unique_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return Boolean(row);
}

export async function findActiveMembership(
  db: Db,
  userId: number,
  now: Date
): Promise<MembershipRow | undefined> {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Inserts the application unless the member already has one waiting; true when inserted. */
export async function insertApplication(
  db: Db,
  values: Insertable<MembershipApplicationsTable>
): Promise<boolean> {
  const row = await db
    .insertInto('membership_applications')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function listApplications(db: Db): Promise<ApplicationRow[]> {
  return db
    .selectFrom('membership_applications')
    .selectAll()
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function findApplication(db: Db, userId: number): Promise<ApplicationRow | undefined> {
  return db
    .selectFrom('membership_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Removes and returns the member's waiting application (locked until the transaction ends). */
export async function takeApplication(
  trx: Transaction<DB>,
  userId: number
): Promise<ApplicationRow | undefined> {
  return trx
    .deleteFrom('membership_applications')
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteApplication(db: Db, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('membership_applications')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Starts (or restarts) the member's membership; a member has one membership row at most. */
export async function upsertMembership(
  db: Db,
  userId: number,
  startedAt: Date,
  expiresAt: Date
): Promise<void> {
  await db
    .insertInto('memberships')
    .values({ user_id: userId, started_at: startedAt, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ started_at: startedAt, expires_at: expiresAt })
    )
    .execute();
}

/** Ends the member's membership if it is active now; true when there was one. */
export async function endActiveMembership(db: Db, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .deleteFrom('memberships')
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertAcceptedPayment(
  db: Db,
  values: Insertable<AcceptedPaymentsTable>
): Promise<void> {
  await db.insertInto('accepted_payments').values(values).execute();
}

export async function listAcceptedPayments(db: Db): Promise<AcceptedPaymentRow[]> {
  return db
    .selectFrom('accepted_payments')
    .selectAll()
    .orderBy('approved_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function deleteAcceptedPayment(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('accepted_payments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
