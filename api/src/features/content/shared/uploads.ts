import type { UploadedFile } from '../../../contract/multipart';
import type { Services } from '../../../contract/types';

export type ContentFolder = 'notices' | 'events' | 'blogs';

/**
 * Stores the upload (when there is one) and runs `work` with its key. If `work` fails (record
 * not found, database error) the new file is removed again, so no file is left without a record.
 */
export async function withStoredUpload<T>(
  services: Services,
  folder: ContentFolder,
  file: UploadedFile,
  work: (key: string) => Promise<T>
): Promise<T>;
export async function withStoredUpload<T>(
  services: Services,
  folder: ContentFolder,
  file: UploadedFile | undefined,
  work: (key: string | null) => Promise<T>
): Promise<T>;
export async function withStoredUpload<T>(
  services: Services,
  folder: ContentFolder,
  file: UploadedFile | undefined,
  work: ((key: string) => Promise<T>) | ((key: string | null) => Promise<T>)
): Promise<T> {
  const key = file ? await services.storage.put(folder, file.data, file.ext) : null;
  try {
    // The overloads tie a non-null key to a present file.
    return await (work as (key: string | null) => Promise<T>)(key);
  } catch (error) {
    if (key) await discardFiles(services, [key]);
    throw error;
  }
}

/**
 * Deletes files whose records have already changed in the database. The change stands even if
 * the storage fails, so a failure is logged (an orphan file) rather than turned into an error.
 */
export async function discardFiles(
  services: Services,
  keys: readonly (string | null | undefined)[]
): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await services.storage.delete(key);
    } catch (error) {
      services.log.warn({ err: error, key }, 'could not delete a replaced or deleted upload');
    }
  }
}
