import type { FastifyBaseLogger } from 'fastify';
import type { UploadedFile } from '../contract/multipart';
import type { Storage } from './index';

/** What the upload lifecycle needs; the handlers' `services` object is one. */
export interface UploadContext {
  storage: Storage;
  log: FastifyBaseLogger;
}

/**
 * The life of an uploaded file next to the record that refers to it, one rule for every feature:
 * new files are stored before the database change and removed again if it fails, so a refused
 * request leaves nothing behind; files the database no longer refers to are removed only after
 * the change committed, and a failure then is logged (an orphan file) rather than turned into an
 * error, since the change already stands.
 */
export async function storeUploads(
  { storage }: UploadContext,
  folder: string,
  files: readonly UploadedFile[]
): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await storage.put(folder, file.data, file.ext));
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw error;
  }
  return keys;
}

/** Removes files the committed database no longer refers to (nullish keys are skipped). */
export async function discardUploads(
  { storage, log }: UploadContext,
  keys: readonly (string | null | undefined)[]
): Promise<void> {
  const present = keys.filter((key): key is string => Boolean(key));
  const results = await Promise.allSettled(present.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      log.warn({ key: present[i], err: result.reason }, 'could not delete an unused upload');
    }
  });
}

/** Runs a database change that refers to freshly stored files; removes them if it fails. */
export async function withNewUploads<T>(
  context: UploadContext,
  keys: readonly (string | null | undefined)[],
  change: () => Promise<T>
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    await discardUploads(context, keys);
    throw error;
  }
}

/**
 * Stores one optional upload and runs `work` with its key (null without a file), removing the
 * file again if `work` fails.
 */
export async function withStoredUpload<T>(
  context: UploadContext,
  folder: string,
  file: UploadedFile,
  work: (key: string) => Promise<T>
): Promise<T>;
export async function withStoredUpload<T>(
  context: UploadContext,
  folder: string,
  file: UploadedFile | undefined,
  work: (key: string | null) => Promise<T>
): Promise<T>;
export async function withStoredUpload<T>(
  context: UploadContext,
  folder: string,
  file: UploadedFile | undefined,
  work: ((key: string) => Promise<T>) | ((key: string | null) => Promise<T>)
): Promise<T> {
  const [key = null] = await storeUploads(context, folder, file ? [file] : []);
  // The overloads tie a non-null key to a present file.
  return withNewUploads(context, [key], () => (work as (key: string | null) => Promise<T>)(key));
}
