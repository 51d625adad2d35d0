import type { GalleryItem } from '@pathagar/sdk/schema';
import type { Storage } from '../../../storage/index';
import type { GalleryRecord } from './repository';

/** An item in the contract's shape; null for an item without images, which has no main image. */
export function toGalleryItem(record: GalleryRecord, storage: Storage): GalleryItem | null {
  const [main, ...others] = record.imageKeys;
  if (main === undefined) return null;
  return {
    _id: String(record.unique_id),
    uniqueId: record.unique_id,
    title: record.title,
    titleEnglish: record.title_en,
    description: record.description,
    descriptionEnglish: record.description_en,
    date: record.created_at.toISOString(),
    imgUrl: storage.url(main),
    subImages: others.map((key) => storage.url(key)),
  };
}
