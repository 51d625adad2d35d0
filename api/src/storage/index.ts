import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { imageVariantWidths } from '@pathagar/sdk/limits';

/**
 * Where uploads live. Records store a key (`covers/3f2c….jpg`), never a URL, so moving files to
 * object storage later means another implementation of this interface, not a data migration.
 */
export interface Storage {
  put(folder: string, data: Buffer, ext: ImageExt): Promise<string>;
  /** Removing a key that does not exist is not an error; an original goes with its copies. */
  delete(key: string): Promise<void>;
  url(key: string): string;
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /**
   * Every stored original (backups, moving files between drivers); the smaller copies are left
   * out, being made again when asked for.
   */
  list(): AsyncIterable<string>;
  /** Stores data under a given key, replacing what is there (restores, moves). */
  write(key: string, data: Buffer): Promise<void>;
}

export type ImageExt = 'jpg' | 'png';

const KEY_PATTERN = /^[a-z]+\/[0-9a-f-]{36}\.(jpg|png)$/;

/** The key of an uploaded file, as records store it. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * A smaller WebP copy of an uploaded picture (`covers/<uuid>.w320.webp` beside `covers/<uuid>.jpg`),
 * for `srcset`: a phone showing a cover 180 px wide should not fetch a 4,000 px photo. The widths
 * are the contract's (ImageUrl); the copies are derived files, made when first asked for
 * (image-variants.ts).
 */
const VARIANT_PATTERN = new RegExp(
  `^([a-z]+/[0-9a-f-]{36})\\.w(${imageVariantWidths.join('|')})\\.webp$`
);

/** `covers/<uuid>.w320.webp` → the original's key without its extension, and the width. */
export function parseVariantKey(key: string): { stem: string; width: number } | null {
  const match = VARIANT_PATTERN.exec(key);
  return match ? { stem: match[1]!, width: Number(match[2]) } : null;
}

/** The keys of every smaller copy an original may have. */
export function variantKeys(key: string): string[] {
  const stem = key.replace(/\.(jpg|png)$/, '');
  return imageVariantWidths.map((width) => `${stem}.w${width}.webp`);
}

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** The Content-Type of a stored file, by its key's extension (every driver stores all three). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return ext in CONTENT_TYPES ? CONTENT_TYPES[ext as keyof typeof CONTENT_TYPES] : 'image/jpeg';
}

/** A key a driver reads, writes and deletes: an original or a smaller copy of one. */
export function isFileKey(key: string): boolean {
  return isStorageKey(key) || parseVariantKey(key) !== null;
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
      if (!isFileKey(key)) return;
      await rm(path.join(root, key), { force: true });
      if (isStorageKey(key)) {
        await Promise.all(variantKeys(key).map((k) => rm(path.join(root, k), { force: true })));
      }
    },
    url(key) {
      return `${publicUrl}/uploads/${key}`;
    },
    async read(key) {
      // The key pattern keeps requests inside the uploads folder (no `..`, no absolute paths).
      if (!isFileKey(key)) return null;
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
      if (!isFileKey(key)) throw new Error(`Not a storage key: ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed into place: another process serving the key meanwhile (a
      // picture's smaller copy made by two at once) reads the old file or the new, never half.
      const aside = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(aside, data);
        await rename(aside, file);
      } catch (error) {
        await rm(aside, { force: true });
        throw error;
      }
    },
  };
}
