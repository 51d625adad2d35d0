import type { GalleryItem } from '@pathagar/sdk/schema';
import { normaliseText } from '../../../text';
import { parseItemId } from '../../../db/ids';
import { defineHandlers } from '../../../contract/types';
import { badRequest, HttpError, MESSAGES, notFound } from '../../../http/errors';
import type { Storage } from '../../../storage/index';
import { discardUploads, storeUploads, withNewUploads } from '../../../storage/uploads';
import { toGalleryItem } from './mappers';
import {
  deleteGalleryItem,
  findGalleryItem,
  insertGalleryItem,
  listGalleryItems,
  updateGalleryItem,
  type GalleryRecord,
  type GalleryTexts,
} from './repository';

const FOLDER = 'gallery';
const MAX_IMAGES = 5;
const NOT_FOUND = 'Gallery item not found';
const EXISTING_FIELD = 'body.existingImages';
const NOT_CURRENT = "existingImages may only list the item's current images.";

interface GalleryFormTexts {
  title: string;
  titleEnglish: string;
  description: string;
  descriptionEnglish: string;
}

const textsOf = (body: GalleryFormTexts): GalleryTexts => ({
  title: normaliseText(body.title),
  title_en: normaliseText(body.titleEnglish),
  description: normaliseText(body.description),
  description_en: normaliseText(body.descriptionEnglish),
});

function present(record: GalleryRecord, storage: Storage): GalleryItem {
  const item = toGalleryItem(record, storage);
  // Every write keeps at least one image, so an item without one is a broken invariant.
  if (!item) throw new Error(`Gallery item ${record.unique_id} has no image.`);
  return item;
}

/**
 * The keys of the current images the edit keeps, in the order the form lists them. Absent means
 * all of them; anything but a JSON array of the item's current image URLs is refused.
 */
function keptKeys(raw: string | undefined, current: string[], storage: Storage): string[] {
  if (raw === undefined) return current;
  let urls: unknown;
  try {
    urls = JSON.parse(raw);
  } catch {
    urls = null;
  }
  if (!Array.isArray(urls) || !urls.every((u) => typeof u === 'string')) {
    throw badRequest(`${EXISTING_FIELD} must be a JSON array of image URLs.`, EXISTING_FIELD);
  }
  const byUrl = new Map(current.map((key) => [storage.url(key), key]));
  const kept: string[] = [];
  for (const url of urls as string[]) {
    const key = byUrl.get(url);
    if (key === undefined) throw badRequest(NOT_CURRENT, EXISTING_FIELD);
    if (kept.includes(key))
      throw badRequest(`${EXISTING_FIELD} must not list an image twice.`, EXISTING_FIELD);
    kept.push(key);
  }
  return kept;
}

export const galleryHandlers = defineHandlers({
  addGalleryItem: async ({ body, files, services }) => {
    const { db, storage, clock } = services;
    const texts = textsOf(body);
    const keys = await storeUploads(services, FOLDER, files.files ?? []);
    const now = clock.now();
    const uniqueId = await withNewUploads(services, keys, () =>
      db.transaction().execute((trx) => insertGalleryItem(trx, texts, keys, now))
    );
    const record: GalleryRecord = {
      unique_id: uniqueId,
      ...texts,
      created_at: now,
      updated_at: now,
      imageKeys: keys,
    };
    return { msg: 'Images added to gallery successfully', gallery: present(record, storage) };
  },

  listGalleryItems: async ({ services }) => {
    const records = await listGalleryItems(services.db);
    return records
      .map((record) => toGalleryItem(record, services.storage))
      .filter((item): item is GalleryItem => item !== null);
  },

  getGalleryItem: async ({ params, services }) => {
    const uniqueId = parseItemId(params.id);
    const record = uniqueId === null ? null : await findGalleryItem(services.db, uniqueId);
    if (!record) throw notFound(NOT_FOUND);
    return present(record, services.storage);
  },

  updateGalleryItem: async ({ params, body, files, services }) => {
    const { db, storage, clock } = services;
    const uniqueId = parseItemId(params.id);
    if (uniqueId === null) throw notFound(NOT_FOUND);
    const texts = textsOf(body);
    const newKeys = await storeUploads(services, FOLDER, files.files ?? []);
    const now = clock.now();
    const { record, removed } = await withNewUploads(services, newKeys, () =>
      db.transaction().execute(async (trx) => {
        const current = await findGalleryItem(trx, uniqueId, true);
        if (!current) throw notFound(NOT_FOUND);
        const kept = keptKeys(body.existingImages, current.imageKeys, storage);
        const imageKeys = [...kept, ...newKeys];
        if (imageKeys.length > MAX_IMAGES)
          throw new HttpError(400, 'too_many_files', MESSAGES.tooManyFiles, 'body.files');
        if (imageKeys.length === 0)
          throw new HttpError(400, 'file_required', MESSAGES.fileRequired, 'body.files');
        await updateGalleryItem(trx, uniqueId, texts, imageKeys, now);
        return {
          record: { ...current, ...texts, updated_at: now, imageKeys },
          removed: current.imageKeys.filter((key) => !kept.includes(key)),
        };
      })
    );
    await discardUploads(services, removed);
    return { msg: 'Gallery updated successfully', gallery: present(record, storage) };
  },

  deleteGalleryItem: async ({ query, services }) => {
    const keys = await services.db.transaction().execute((trx) => deleteGalleryItem(trx, query.id));
    if (!keys) throw notFound(NOT_FOUND, { success: false });
    await discardUploads(services, keys);
    return { success: true, message: 'Gallery item deleted successfully' };
  },
});
