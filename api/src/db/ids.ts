import { randomInt } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/** Legacy public id shapes: users and donations 5 digits, content and books 6. */
export const USER_ID_RANGE = [10000, 99999] as const;
export const ITEM_ID_RANGE = [100000, 999999] as const;
export const DONATION_ID_RANGE = [10000, 99999] as const;

type TablesWithUniqueId = 'users' | 'books' | 'notices' | 'events' | 'blogs' | 'gallery_items';

/**
 * Inserts a row under a random public id in the legacy range. Uniqueness is the primary key's
 * job: a clash inserts nothing (ON CONFLICT DO NOTHING, which unlike a failed insert does not
 * abort a surrounding transaction) and another id is tried. Random rather than sequential ids
 * keep the legacy shape and do not reveal how many records exist.
 */
export async function insertWithUniqueId<T extends TablesWithUniqueId>(
  db: Kysely<DB> | Transaction<DB>,
  table: T,
  range: readonly [number, number],
  values: Omit<Insertable<DB[T]>, 'unique_id'>
): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const id = randomInt(range[0], range[1] + 1);
    const row = await (db as Kysely<DB>)
      .insertInto(table as 'users')
      .values({ ...(values as object), unique_id: id } as Insertable<DB['users']>)
      .onConflict((oc) => oc.column('unique_id').doNothing())
      .returning('unique_id')
      .executeTakeFirst();
    if (row) return row.unique_id;
  }
  throw new Error(`No free public id left in ${table} after 50 attempts.`);
}

/** A random id for a pending donation (its own 5-digit id, which legacy called userId). */
export async function insertDonationRequest(
  db: Kysely<DB> | Transaction<DB>,
  values: Omit<Insertable<DB['donation_requests']>, 'donation_id'>
): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const id = randomInt(DONATION_ID_RANGE[0], DONATION_ID_RANGE[1] + 1);
    const row = await db
      .insertInto('donation_requests')
      .values({ ...values, donation_id: id })
      .onConflict((oc) => oc.column('donation_id').doNothing())
      .returning('donation_id')
      .executeTakeFirst();
    if (row) return row.donation_id;
  }
  throw new Error('No free donation id left after 50 attempts.');
}

/**
 * The uniqueId a path `{id}` names. Our server issues `_id` as the decimal uniqueId, so both
 * spellings are the same number. Anything else (a legacy 24-hex `_id` that was never imported,
 * words, numbers outside the 6-digit range) names no record: null, which handlers answer with
 * 404 rather than letting an out-of-range integer reach the database.
 */
export function parseItemId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= ITEM_ID_RANGE[0] && id <= ITEM_ID_RANGE[1] ? id : null;
}
