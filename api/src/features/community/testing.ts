import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestApi } from '../../../test/helpers/app';

/** Fetches an image URL from the API itself; answers the status and content type. */
export async function fetchImage(api: TestApi, url: string) {
  const response = await api.app.inject({ method: 'GET', url: new URL(url).pathname });
  return { status: response.statusCode, type: response.headers['content-type'] };
}

/** The files currently in one upload folder (to prove nothing was left behind). */
export async function storedFiles(api: TestApi, folder: string): Promise<string[]> {
  try {
    return (await readdir(path.join(api.config.dataDir, 'uploads', folder))).sort();
  } catch {
    return [];
  }
}
