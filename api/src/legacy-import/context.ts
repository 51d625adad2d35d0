import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { missingImageKey, type ImageResolver } from './images';
import type { LegacyDoc } from './read';
import type { CollectionReport } from './report';
import { int, text } from './values';

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

/** How a collection's documents are told apart: the field, how it is read, and the skip reasons. */
export interface RecordKey<K> {
  field: string;
  /** The key, or undefined when the field holds none that is valid. */
  read: (value: unknown) => K | undefined;
  invalid: string;
  duplicate: string;
}

/** A key read from `field` by `read`; `invalid` says why a document without one is skipped. */
export const recordKey = <K>(
  field: string,
  read: (value: unknown) => K | undefined,
  invalid: string,
  name = field
): RecordKey<K> => ({ field, read, invalid, duplicate: `duplicate ${name}` });

/** Reads an id that must lie in `range` (inclusive), e.g. ITEM_ID_RANGE. */
export const idIn =
  (range: readonly [number, number]) =>
  (value: unknown): number | undefined => {
    const id = int(value);
    return id !== undefined && id >= range[0] && id <= range[1] ? id : undefined;
  };

/** The key of a collection whose documents are told apart by a uniqueId in `range`. */
export const uniqueIdKey = (range: readonly [number, number]): RecordKey<number> =>
  recordKey('uniqueId', idIn(range), `invalid uniqueId (not ${range[0]}–${range[1]})`);

/**
 * The documents to import, each with its key. One without a valid key, or whose key came
 * before in the collection, is skipped: the first document with a key counts, in every run, so a
 * second run reports the same. One already in the database counts as present (`onPresent`).
 */
export function* newRecords<K>(
  docs: LegacyDoc[],
  report: CollectionReport,
  key: RecordKey<K>,
  existing: ReadonlySet<K>,
  onPresent?: (doc: LegacyDoc, key: K) => void
): Generator<[LegacyDoc, K]> {
  const seen = new Set<K>();
  for (const doc of docs) {
    const value = key.read(doc[key.field]);
    if (value === undefined) {
      report.skip(key.invalid, text(doc[key.field]) ?? doc._id);
      continue;
    }
    if (seen.has(value)) {
      report.skip(key.duplicate, value);
      continue;
    }
    seen.add(value);
    if (existing.has(value)) {
      report.present++;
      onPresent?.(doc, value);
      continue;
    }
    yield [doc, value];
  }
}
