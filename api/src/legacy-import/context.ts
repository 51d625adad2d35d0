import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { missingImageKey, type ImageResolver } from './images';
import type { LegacyDoc } from './read';
import type { CollectionReport } from './report';

export interface ImportContext {
  trx: Transaction<DB>;
  now: Date;
  images: ImageResolver;
  membershipDays: number;
  /** Legacy user documents by uniqueId (imported now or before), for later collections. */
  legacyUsers: Map<number, LegacyDoc>;
  /** Pending legacy donations by their id: an accepted one takes the donor's name from here. */
  legacyDonations: Map<number, LegacyDoc>;
}

export type Importer = (
  ctx: ImportContext,
  docs: LegacyDoc[],
  report: CollectionReport
) => Promise<void>;

/**
 * Inserts many rows in statements of a few thousand parameters (PostgreSQL takes at most 65,535
 * per statement; smaller batches also keep PGlite's memory low).
 */
export async function insertAll<T extends keyof DB & string>(
  trx: Transaction<DB>,
  table: T,
  rows: Insertable<DB[T]>[]
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(16_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto(table)
      .values(rows.slice(i, i + size) as Record<string, unknown>[])
      .execute();
  }
}

/** A picture for a nullable column: the copied key, or null (reported when the file is missing). */
export async function optionalImage(
  ctx: ImportContext,
  report: CollectionReport,
  url: unknown,
  folder: string,
  id: unknown
): Promise<string | null> {
  const found = await ctx.images.resolve(url, folder, String(id));
  if (!found) return null;
  if ('key' in found) return found.key;
  report.note('image file missing, left without an image', id);
  return null;
}

/** A picture for a required column: the copied key, or a missing-image key (reported). */
export async function requiredImage(
  ctx: ImportContext,
  report: CollectionReport,
  url: unknown,
  folder: string,
  id: unknown
): Promise<string> {
  const found = await ctx.images.resolve(url, folder, String(id));
  if (found && 'key' in found) return found.key;
  report.note(
    found ? 'image file missing, left as a missing image' : 'no image URL, left as a missing image',
    id
  );
  return missingImageKey(found ? found.missing : 'none');
}
