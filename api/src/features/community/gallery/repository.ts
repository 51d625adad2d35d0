import type { Kysely, Selectable } from 'kysely';
import { ITEM_ID_RANGE, insertWithUniqueId } from '../../../db/ids';
import type { DB, GalleryItemsTable } from '../../../db/schema';

export type GalleryRow = Selectable<GalleryItemsTable>;
/** An item with its image keys in position order (position 0 is the main image). */
export interface GalleryRecord extends GalleryRow {
  imageKeys: string[];
}

export interface GalleryTexts {
  title: string;
  title_en: string;
  description: string;
  description_en: string;
}

async function imageKeysOf(db: Kysely<DB>, itemIds: number[]): Promise<Map<number, string[]>> {
  const byItem = new Map<number, string[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .selectFrom('gallery_images')
    .select(['item_id', 'image_key'])
    .where('item_id', 'in', itemIds)
    .orderBy('item_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const keys = byItem.get(row.item_id) ?? [];
    keys.push(row.image_key);
    byItem.set(row.item_id, keys);
  }
  return byItem;
}

export async function insertGalleryItem(
  db: Kysely<DB>,
  texts: GalleryTexts,
  imageKeys: readonly string[],
  now: Date
): Promise<number> {
  const uniqueId = await insertWithUniqueId(db, 'gallery_items', ITEM_ID_RANGE, {
    ...texts,
    created_at: now,
    updated_at: now,
  });
  await insertImages(db, uniqueId, imageKeys);
  return uniqueId;
}

async function insertImages(db: Kysely<DB>, itemId: number, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .insertInto('gallery_images')
    .values(keys.map((image_key, position) => ({ item_id: itemId, position, image_key })))
    .execute();
}

/** Newest first; uniqueId only breaks ties between items dated the same instant. */
export async function listGalleryItems(db: Kysely<DB>): Promise<GalleryRecord[]> {
  const rows = await db
    .selectFrom('gallery_items')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('unique_id', 'desc')
    .execute();
  const keys = await imageKeysOf(
    db,
    rows.map((r) => r.unique_id)
  );
  return rows.map((row) => ({ ...row, imageKeys: keys.get(row.unique_id) ?? [] }));
}

/** One item; `lock` takes its row lock so that concurrent edits of it run one after the other. */
export async function findGalleryItem(
  db: Kysely<DB>,
  uniqueId: number,
  lock = false
): Promise<GalleryRecord | null> {
  let query = db.selectFrom('gallery_items').selectAll().where('unique_id', '=', uniqueId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const keys = await imageKeysOf(db, [uniqueId]);
  return { ...row, imageKeys: keys.get(uniqueId) ?? [] };
}

export async function updateGalleryItem(
  db: Kysely<DB>,
  uniqueId: number,
  texts: GalleryTexts,
  imageKeys: readonly string[],
  now: Date
): Promise<void> {
  await db
    .updateTable('gallery_items')
    .set({ ...texts, updated_at: now })
    .where('unique_id', '=', uniqueId)
    .execute();
  await db.deleteFrom('gallery_images').where('item_id', '=', uniqueId).execute();
  await insertImages(db, uniqueId, imageKeys);
}

/** Deletes the item and its image rows; answers the image keys, or null when there was no item. */
export async function deleteGalleryItem(
  db: Kysely<DB>,
  uniqueId: number
): Promise<string[] | null> {
  const images = await db
    .deleteFrom('gallery_images')
    .where('item_id', '=', uniqueId)
    .returning('image_key')
    .execute();
  const item = await db
    .deleteFrom('gallery_items')
    .where('unique_id', '=', uniqueId)
    .returning('unique_id')
    .executeTakeFirst();
  return item ? images.map((i) => i.image_key) : null;
}
