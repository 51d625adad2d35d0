import type { FastifyBaseLogger } from 'fastify';
import type { UploadedFile } from '../../contract/multipart';
import type { Storage } from '../../storage/index';

/** Text as stored: trimmed and NFC-normalised, so that searches and comparisons are stable. */
export const clean = (value: string): string => value.normalize('NFC').trim();

/** An optional text field: empty or blank means none. */
export const cleanOptional = (value: string | undefined | null): string | null => {
  if (value === undefined || value === null) return null;
  const text = clean(value);
  return text === '' ? null : text;
};

// Identity ids are `integer` columns: 9 digits always fit, longer ones would overflow the query.
const NUMERIC_ID = /^[0-9]{1,9}$/;

/**
 * A path `_id` of a table with an integer identity. Anything else (a legacy 24-hex id, a name)
 * cannot address a row, so the caller answers 404 rather than letting the database fail.
 */
export function parseNumericId(id: string): number | null {
  return NUMERIC_ID.test(id) ? Number(id) : null;
}

/** Stores uploads; if one fails, the ones already written are removed again. */
export async function storeFiles(
  storage: Storage,
  folder: string,
  files: UploadedFile[]
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

/**
 * Removes files once the database no longer refers to them. The change has already committed,
 * so a failure here must not turn the answer into an error: it only leaves an orphan file, which
 * is logged.
 */
export async function deleteFiles(
  storage: Storage,
  log: FastifyBaseLogger,
  keys: readonly string[]
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      log.warn({ key: keys[i], err: result.reason }, 'could not delete an unused upload');
  });
}

/**
 * Runs a database change that refers to freshly stored files. When the change fails, the files
 * are removed again, so a refused or failed request leaves nothing behind in storage.
 */
export async function withNewFiles<T>(
  storage: Storage,
  log: FastifyBaseLogger,
  keys: readonly string[],
  change: () => Promise<T>
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    await deleteFiles(storage, log, keys);
    throw error;
  }
}
