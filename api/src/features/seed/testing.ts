// Helpers shared by this feature's tests (imported by *.test.ts only).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { sql } from 'kysely';
import type { TestApi } from '../../../test/helpers/app';
import { PNG_SIGNATURE } from './png';

/** The bytes stored under a key, read through the storage interface the server serves from. */
export async function readUpload(api: TestApi, key: string): Promise<Buffer | null> {
  const file = await api.app.services.storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every stored upload, as keys (`covers/….png`), sorted. */
export async function allUploads(api: TestApi): Promise<string[]> {
  const root = path.join(api.config.dataDir, 'uploads');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** Row count of every application table, to compare the database before and after. */
export async function tableCounts(api: TestApi): Promise<Record<string, number>> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = 'public' and tablename not like 'kysely_%' order by tablename`.execute(
    api.db
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of rows) {
    const result = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(tablename)}`.execute(api.db);
    counts[tablename] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

/** A decoded PNG: size and RGB pixels (8-bit RGB images only, which is all we write). */
export interface DecodedPng {
  width: number;
  height: number;
  rgb: Uint8Array;
}

/**
 * A small independent PNG reader: checks the signature, every chunk's CRC and the header,
 * inflates IDAT and undoes all five row filters. Enough to prove the encoder writes what a
 * decoder reads back.
 */
export function decodePng(file: Buffer): DecodedPng {
  if (!file.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG signature');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  let ended = false;
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const data = file.subarray(offset + 8, offset + 8 + length);
    const crc = file.readUInt32BE(offset + 8 + length);
    if (crc !== crc32(file.subarray(offset + 4, offset + 8 + length))) {
      throw new Error(`bad CRC in ${type}`);
    }
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[9] !== 2) throw new Error('not 8-bit RGB');
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  if (!ended || width === 0) throw new Error('truncated PNG');
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= 3 ? rgb[y * stride + i - 3]! : 0;
      const b = y > 0 ? rgb[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= 3 ? rgb[(y - 1) * stride + i - 3]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      if (predictor === undefined) throw new Error(`unknown filter ${filter}`);
      rgb[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return { width, height, rgb };
}

/** Whether a string is written in Bangla script (at least one Bengali letter). */
export const hasBangla = (text: string): boolean => /\p{Script=Bengali}/u.test(text);
