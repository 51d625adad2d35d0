// Helpers shared by this feature's tests (imported by *.test.ts only).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestApi } from '../../../test/helpers/app';
import { demoData } from './data';

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
  // The whole catalogue's texts are written in the background after a write (0016): counted once
  // that is done, as a server at rest holds them.
  await api.app.readCache.sync();
  await api.app.catalogueWarmer?.idle();
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = 'public' and tablename not like 'kysely_%'
      -- The catalogue's version counter is one row of bookkeeping the migration writes, not data.
      and tablename <> 'catalogue_version'
    order by tablename`.execute(api.db);
  const counts: Record<string, number> = {};
  for (const { tablename } of rows) {
    const result = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(tablename)}`.execute(api.db);
    counts[tablename] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * Width and height of a baseline or progressive JPEG, read from its frame header (SOFn), or
 * null when the bytes are not a JPEG.
 */
export function jpegSize(file: Buffer): { width: number; height: number } | null {
  if (file[0] !== 0xff || file[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < file.length && file[offset] === 0xff) {
    const marker = file[offset + 1]!;
    // SOF0–SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: file.readUInt16BE(offset + 5), width: file.readUInt16BE(offset + 7) };
    }
    offset += 2 + file.readUInt16BE(offset + 2);
  }
  return null;
}

/** Whether a string is written in Bangla script (at least one Bengali letter). */
export const hasBangla = (text: string): boolean => /\p{Script=Bengali}/u.test(text);

/** The demo's admin and its two member logins (Rahim, Nusrat), as the README lists them. */
export function demoLogins() {
  const { accounts, members } = demoData().people;
  const login = (key: string | undefined) => {
    const member = members.find((m) => m.key === key);
    if (!member) throw new Error(`people.yaml: no member "${key}" to log in as`);
    return { email: member.email, password: accounts.memberPassword, name: member.name };
  };
  const { email, password } = accounts.admin;
  return {
    admin: { email, password },
    rahim: login(accounts.logins[0]),
    nusrat: login(accounts.logins[1]),
  };
}
