import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { insertDonationRequest } from '../../../db/ids';
import type { DB, DonationRequestsTable, DonationsTable } from '../../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export type DonationRequestRow = Selectable<DonationRequestsTable>;
export type DonationRow = Selectable<DonationsTable>;

/**
 * Records a waiting donation under a fresh 5-digit id. The id must also be free among accepted
 * donations (their `donation_id` is unique, and approving would otherwise fail), which
 * insertDonationRequest does not look at: a clash is undone and another id drawn.
 */
export async function createDonationRequest(
  trx: Transaction<DB>,
  values: Omit<Insertable<DonationRequestsTable>, 'donation_id'>
): Promise<DonationRequestRow> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const id = await insertDonationRequest(trx, values);
    const taken = await trx
      .selectFrom('donations')
      .select('id')
      .where('donation_id', '=', id)
      .executeTakeFirst();
    if (taken) {
      await trx.deleteFrom('donation_requests').where('donation_id', '=', id).execute();
      continue;
    }
    return trx
      .selectFrom('donation_requests')
      .selectAll()
      .where('donation_id', '=', id)
      .executeTakeFirstOrThrow();
  }
  throw new Error('No free donation id left after 50 attempts.');
}

export async function listDonationRequests(db: Db): Promise<DonationRequestRow[]> {
  return db
    .selectFrom('donation_requests')
    .selectAll()
    .orderBy('created_at', 'asc')
    .orderBy('donation_id', 'asc')
    .execute();
}

/** Removes and returns the waiting donation (locked until the transaction ends). */
export async function takeDonationRequest(
  db: Db,
  donationId: number
): Promise<DonationRequestRow | undefined> {
  return db
    .deleteFrom('donation_requests')
    .where('donation_id', '=', donationId)
    .returningAll()
    .executeTakeFirst();
}

export async function insertDonation(
  db: Db,
  values: Insertable<DonationsTable>
): Promise<DonationRow> {
  return db.insertInto('donations').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listDonations(db: Db): Promise<DonationRow[]> {
  return db
    .selectFrom('donations')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
