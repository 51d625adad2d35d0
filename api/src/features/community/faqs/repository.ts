import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, FaqsTable } from '../../../db/schema';

export type FaqRow = Selectable<FaqsTable>;

/** Oldest first; the identity breaks ties between FAQs dated the same instant. */
export function listFaqs(db: Kysely<DB>): Promise<FaqRow[]> {
  return db.selectFrom('faqs').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function insertFaq(db: Kysely<DB>, values: Insertable<FaqsTable>): Promise<FaqRow> {
  return db.insertInto('faqs').values(values).returningAll().executeTakeFirstOrThrow();
}

/** True when a row was deleted. */
export async function deleteFaq(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.deleteFrom('faqs').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}
