import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Re-points legacy upload URLs (`http://localhost:5000/uploads/<name>`) to files copied from the
 * old server's uploads folder into ours. A copied file's key is made from its folder, its
 * record and its content (`<folder>/<uuid from sha256>.<ext>`), so a second run finds the same
 * key and copies nothing: the import stays idempotent. Only JPEG and PNG are taken, as for uploads.
 */
export interface ImageResolver {
  /**
   * The storage key for a legacy URL: a key, or `{ missing }` with the file name when the
   * file is not in the uploads folder (or is not an image), or null when there is no URL.
   */
  resolve(
    url: unknown,
    folder: string,
    owner: string
  ): Promise<{ key: string } | { missing: string } | null>;
  /** Files that were named but not found (or not images), for the report. */
  missing: Set<string>;
  /** Distinct pictures found (by content), and how many of them this run wrote. */
  found: Set<string>;
  copied: number;
}

/** The file name a legacy image URL points at (its last path segment, decoded). */
export function legacyFileName(url: string): string | null {
  let pathname = url.trim();
  try {
    pathname = new URL(pathname).pathname;
  } catch {
    // a relative path such as `/uploads/x.jpg` or a bare file name
  }
  const name = pathname.split(/[\\/]/).filter(Boolean).pop();
  if (!name) return null;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** A UUID-shaped name from a digest, so keys match the storage key pattern. */
function uuidFromDigest(digest: string): string {
  const h = digest.slice(0, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export function createImageResolver(options: {
  uploadsFrom: string | null;
  uploadsRoot: string;
  /** Nothing is written; keys are still computed so the report is the real one. */
  dryRun: boolean;
}): ImageResolver {
  const byName = new Map<string, LoadedFile | null>();
  const resolver: ImageResolver = {
    missing: new Set(),
    found: new Set(),
    copied: 0,
    async resolve(url, folder, owner) {
      if (typeof url !== 'string' || url.trim() === '') return null;
      const name = legacyFileName(url);
      if (!name) return null;
      if (!byName.has(name)) byName.set(name, await load(name));
      const file = byName.get(name);
      if (!file) {
        resolver.missing.add(name);
        return { missing: name };
      }
      // One file per record: our server deletes a record's picture with the record (or on a
      // new upload), which must not take another record's picture with it.
      const digest = createHash('sha256')
        .update(`${folder}\0${owner}\0`)
        .update(file.digest)
        .digest('hex');
      const key = `${folder}/${uuidFromDigest(digest)}.${file.ext}`;
      resolver.found.add(key);
      const target = path.join(options.uploadsRoot, key);
      if (!options.dryRun && !existsSync(target)) {
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(file.source, target);
        resolver.copied++;
      }
      return { key };
    },
  };

  async function load(name: string): Promise<LoadedFile | null> {
    if (!options.uploadsFrom || name.includes('..')) return null;
    const source = path.join(options.uploadsFrom, name);
    let bytes: Buffer;
    try {
      bytes = await readFile(source);
    } catch {
      return null;
    }
    const type = await fileTypeFromBuffer(bytes);
    if (type?.ext !== 'jpg' && type?.ext !== 'png') return null;
    const digest = createHash('sha256').update(bytes).digest();
    // only the digest is kept: an uploads folder can be larger than memory
    return { source, ext: type.ext as 'jpg' | 'png', digest };
  }
  return resolver;
}

interface LoadedFile {
  source: string;
  ext: 'jpg' | 'png';
  digest: Buffer;
}

/**
 * What a required picture column holds when its file is missing: a key outside the storage
 * pattern, so its URL answers 404 (a missing image the console shows and lets an admin
 * replace) and deleting the record never touches a real file.
 */
export const missingImageKey = (name: string): string => `missing/${name.replace(/[^\w.-]/g, '_')}`;
