import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/index';
import { insertWithUniqueId, ITEM_ID_RANGE } from '../../../db/ids';
import type { NoticesTable } from '../../../db/schema';

export type NoticeRow = Selectable<NoticesTable>;

/** Newest first; uniqueId breaks ties of the same instant so the order is stable. */
export function listNotices(db: Database): Promise<NoticeRow[]> {
  return db
    .selectFrom('notices')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('unique_id', 'desc')
    .execute();
}

export function findNotice(db: Database, id: number): Promise<NoticeRow | undefined> {
  return db.selectFrom('notices').selectAll().where('unique_id', '=', id).executeTakeFirst();
}

export async function insertNotice(
  db: Database,
  values: Omit<Insertable<NoticesTable>, 'unique_id'>
): Promise<NoticeRow> {
  const id = await insertWithUniqueId(db, 'notices', ITEM_ID_RANGE, values);
  return db.selectFrom('notices').selectAll().where('unique_id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Applies the changes under a row lock and reports the image the notice had before, so the
 * caller can delete it once the new one is committed. Null when there is no such notice.
 */
export function updateNotice(
  db: Database,
  id: number,
  changes: Updateable<NoticesTable>
): Promise<{ row: NoticeRow; previousImage: string | null } | null> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('notices')
      .select('image_key')
      .where('unique_id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return null;
    const row = await trx
      .updateTable('notices')
      .set(changes)
      .where('unique_id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, previousImage: current.image_key };
  });
}

/** Deletes the notice; its image key (or null) when it existed, undefined when it did not. */
export async function deleteNotice(
  db: Database,
  id: number
): Promise<{ image_key: string | null } | undefined> {
  return db
    .deleteFrom('notices')
    .where('unique_id', '=', id)
    .returning('image_key')
    .executeTakeFirst();
}
