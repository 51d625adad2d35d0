import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploads live. Records store a key (`covers/3f2c….jpg`), never a URL, so moving files to
 * object storage later means another implementation of this interface, not a data migration.
 */
export interface Storage {
  put(folder: string, data: Buffer, ext: ImageExt): Promise<string>;
  /** Removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  url(key: string): string;
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Every stored key (backups, moving files between drivers). */
  list(): AsyncIterable<string>;
  /** Stores data under a given key, replacing what is there (restores, moves). */
  write(key: string, data: Buffer): Promise<void>;
}

export type ImageExt = 'jpg' | 'png';

const KEY_PATTERN = /^[a-z]+\/[0-9a-f-]{36}\.(jpg|png)$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Files under `<dataDir>/uploads`, served by the API itself at `<publicUrl>/uploads/<key>`. */
export function createLocalStorage(root: string, publicUrl: string): Storage {
  return {
    async put(folder, data, ext) {
      const key = `${folder}/${randomUUID()}.${ext}`;
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
      return key;
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await rm(path.join(root, key), { force: true });
    },
    url(key) {
      return `${publicUrl}/uploads/${key}`;
    },
    async read(key) {
      // The key pattern keeps requests inside the uploads folder (no `..`, no absolute paths).
      if (!isStorageKey(key)) return null;
      const file = path.join(root, key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch {
        return; // no uploads yet
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
        if (isStorageKey(key)) yield key;
      }
    },
    async write(key, data) {
      if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
  };
}
