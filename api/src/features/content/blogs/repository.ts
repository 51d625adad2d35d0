import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/index';
import { insertWithUniqueId, ITEM_ID_RANGE } from '../../../db/ids';
import type { BlogsTable } from '../../../db/schema';

export type BlogRow = Selectable<BlogsTable>;

/** Newest first; uniqueId breaks ties of the same instant so the order is stable. */
export function listBlogs(db: Database): Promise<BlogRow[]> {
  return db
    .selectFrom('blogs')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('unique_id', 'desc')
    .execute();
}

export function findBlog(db: Database, id: number): Promise<BlogRow | undefined> {
  return db.selectFrom('blogs').selectAll().where('unique_id', '=', id).executeTakeFirst();
}

export async function insertBlog(
  db: Database,
  values: Omit<Insertable<BlogsTable>, 'unique_id'>
): Promise<BlogRow> {
  const id = await insertWithUniqueId(db, 'blogs', ITEM_ID_RANGE, values);
  return db.selectFrom('blogs').selectAll().where('unique_id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Applies the changes under a row lock and reports the cover the blog had before, so the caller
 * can delete it once the new one is committed. Null when there is no such blog.
 */
export function updateBlog(
  db: Database,
  id: number,
  changes: Updateable<BlogsTable>
): Promise<{ row: BlogRow; previousImage: string } | null> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('blogs')
      .select('image_key')
      .where('unique_id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return null;
    const row = await trx
      .updateTable('blogs')
      .set(changes)
      .where('unique_id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, previousImage: current.image_key };
  });
}

export function deleteBlog(db: Database, id: number): Promise<{ image_key: string } | undefined> {
  return db
    .deleteFrom('blogs')
    .where('unique_id', '=', id)
    .returning('image_key')
    .executeTakeFirst();
}
