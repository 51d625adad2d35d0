// Helpers shared by this feature's tests (imported by *.test.ts only).
import type { TestApi } from '../../../test/helpers/app';

/** A file part of a multipart form (as png(), jpeg() make). */
export type UploadPart = { filename: string; data: Buffer; contentType?: string };

/** A 6-digit id no record of `table` has (for not-found cases). */
export async function unusedId(
  api: TestApi,
  table: 'notices' | 'events' | 'blogs'
): Promise<number> {
  const rows = await api.db.selectFrom(table).select('unique_id').execute();
  const taken = new Set(rows.map((r) => r.unique_id));
  let id = 123456;
  while (taken.has(id)) id++;
  return id;
}

/** Ids that name no record without being numeric uniqueIds: each must answer 404, never 500. */
export const FOREIGN_IDS = ['abc', '64b7f0c2e1a2b3c4d5e6f708', '99999999999999999999', '0123456'];
