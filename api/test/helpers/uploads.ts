// Upload checks shared by the tests of the features that store images.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestApi } from './app';

/** GETs an upload by its public URL, as a browser showing the image would. */
export async function fetchImage(api: TestApi, url: string) {
  const response = await api.app.inject({ method: 'GET', url: new URL(url).pathname });
  return { status: response.statusCode, contentType: String(response.headers['content-type']) };
}

/** The storage key an upload URL stands for (what the database holds). */
export const keyOf = (url: string): string => new URL(url).pathname.replace(/^\/uploads\//, '');

/** Whether the file behind an upload URL is still on disk. */
export function fileExists(api: TestApi, url: string): boolean {
  return existsSync(path.join(api.config.dataDir, 'uploads', keyOf(url)));
}

/** Every file under one storage folder, as keys (to prove nothing was left behind). */
export async function filesIn(api: TestApi, folder: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(api.config.dataDir, 'uploads', folder));
    return names.map((name) => `${folder}/${name}`).sort();
  } catch {
    return [];
  }
}
