// Helpers shared by this feature's tests (imported by *.test.ts only).
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestApi } from '../../../test/helpers/app';

/** A file part of a multipart form (as png(), jpeg() make). */
export type UploadPart = { filename: string; data: Buffer; contentType?: string };

/** GETs an upload by its public URL, as a browser showing the image would. */
export async function fetchImage(api: TestApi, url: string) {
  const response = await api.app.inject({ method: 'GET', url: new URL(url).pathname });
  return { status: response.statusCode, contentType: String(response.headers['content-type']) };
}

/** Whether the file behind an upload URL is still on disk. */
export function fileExists(api: TestApi, url: string): boolean {
  const key = new URL(url).pathname.replace(/^\/uploads\//, '');
  return existsSync(path.join(api.config.dataDir, 'uploads', key));
}

/** The storage key an upload URL stands for (what the database holds). */
export const keyOf = (url: string): string => new URL(url).pathname.replace(/^\/uploads\//, '');

/** Every file under one storage folder, as keys. */
export async function filesIn(api: TestApi, folder: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(api.config.dataDir, 'uploads', folder));
    return names.map((name) => `${folder}/${name}`).sort();
  } catch {
    return [];
  }
}

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
