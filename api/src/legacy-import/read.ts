import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BSON, EJSON } from 'bson';

/** A legacy document with BSON values turned into plain JS (ids as hex, numbers, Dates). */
export type LegacyDoc = Record<string, unknown>;

export interface CollectionFile {
  file: string;
  format: 'bson' | 'json-array' | 'json-lines';
  docs: LegacyDoc[];
}

/**
 * The file names a collection may have in an export folder: what mongodump writes
 * (`<name>.bson`) and what mongoexport usually writes (`<name>.json`, also `.jsonl`/`.ndjson`).
 */
const EXTENSIONS = ['.bson', '.json', '.jsonl', '.ndjson'] as const;

/** Reads one collection from the export folder; null when the folder has no file for it. */
export async function readCollection(
  dir: string,
  names: readonly string[]
): Promise<CollectionFile | null> {
  for (const name of names) {
    for (const ext of EXTENSIONS) {
      const file = path.join(dir, name + ext);
      if (!existsSync(file)) continue;
      const bytes = await readFile(file);
      if (ext === '.bson') return { file, format: 'bson', docs: readBson(bytes, file) };
      return { file, ...readJson(bytes.toString('utf8'), file) };
    }
  }
  return null;
}

/** mongodump's `.bson`: documents back to back, each starting with its int32 length. */
export function readBson(bytes: Buffer, file = 'BSON'): LegacyDoc[] {
  const docs: LegacyDoc[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 5 > bytes.length) throw new Error(`${file}: truncated document at byte ${offset}`);
    const size = bytes.readInt32LE(offset);
    if (size < 5 || offset + size > bytes.length) {
      throw new Error(`${file}: bad document length ${size} at byte ${offset}`);
    }
    const doc = BSON.deserialize(bytes.subarray(offset, offset + size), { promoteLongs: true });
    docs.push(plain(doc) as LegacyDoc);
    offset += size;
  }
  return docs;
}

/**
 * mongoexport's JSON: one document per line (its default) or a JSON array (`--jsonArray`), in
 * Extended JSON v2, relaxed or canonical. EJSON.parse reads both modes (`$oid`, `$date`,
 * `$numberLong`, `$numberDouble`…).
 */
export function readJson(
  text: string,
  file = 'JSON'
): { format: 'json-array' | 'json-lines'; docs: LegacyDoc[] } {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body.startsWith('[')) {
    const parsed = EJSON.parse(body, { relaxed: true }) as unknown;
    if (!Array.isArray(parsed)) throw new Error(`${file}: not a JSON array`);
    return { format: 'json-array', docs: parsed.map((doc) => plain(doc) as LegacyDoc) };
  }
  const docs: LegacyDoc[] = [];
  body.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    try {
      docs.push(plain(EJSON.parse(line, { relaxed: true })) as LegacyDoc);
    } catch (error) {
      throw new Error(`${file}, line ${index + 1}: ${(error as Error).message}`, { cause: error });
    }
  });
  return { format: 'json-lines', docs };
}

/** BSON wrapper values as plain JS, so the mapping code reads one shape whatever the file. */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map(plain);
  const bsonType = (value as { _bsontype?: string })._bsontype;
  switch (bsonType) {
    case 'ObjectId':
    case 'ObjectID':
      return (value as BSON.ObjectId).toHexString();
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return Number(value.toString());
    case 'UUID':
    case 'Binary':
      return (value as BSON.Binary).sub_type === 4
        ? (value as BSON.Binary).toUUID().toHexString(true)
        : value;
    case 'BSONRegExp':
    case 'Timestamp':
      return value.toString();
    case undefined:
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
    default:
      return value;
  }
}
