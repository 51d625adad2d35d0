import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import * as tar from 'tar';
import type { Database } from '../db/index';
import type { Storage } from '../storage/index';

const run = promisify(execFile);

/**
 * A backup is one .tar.gz holding everything a club would lose with its server:
 * - manifest.json: when, which engine, how many files;
 * - the database: `database.tar.gz` (the embedded PGlite data dir, as PGlite's dumpDataDir
 *   writes it) or `database.pgdump` (pg_dump's custom format of the PostgreSQL database);
 * - uploads/<key>: every uploaded file, read through the storage driver (local disk or S3).
 * Restoring is the reverse, into an empty data dir or an empty database.
 */
export interface BackupManifest {
  format: 'pathagar-backup';
  version: 1;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  uploads: number;
}

/** What a backup reads from: the live database (a PGlite instance or a PostgreSQL URL). */
export type BackupSource =
  { engine: 'pglite'; pglite: PGlite } | { engine: 'postgres'; databaseUrl: string };

export const BACKUP_NAME = /^pathagar-backup-\d{8}T\d{6}Z\.tar\.gz$/;

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

function backupName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `pathagar-backup-${stamp}.tar.gz`;
}

/** Writes a backup into `dir` and returns its path. */
export async function createBackup(options: {
  source: BackupSource;
  storage: Storage;
  dir: string;
  now?: Date;
}): Promise<string> {
  const { source, storage, dir } = options;
  const now = options.now ?? new Date();
  const staging = await mkdtemp(path.join(os.tmpdir(), 'pathagar-backup-'));
  try {
    if (source.engine === 'pglite') {
      const dump = await source.pglite.dumpDataDir('gzip');
      await writeFile(path.join(staging, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } else {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-acl',
        `--file=${path.join(staging, 'database.pgdump')}`,
        `--dbname=${source.databaseUrl}`,
      ]);
    }
    let uploads = 0;
    for await (const key of storage.list()) {
      const file = await storage.read(key);
      if (!file) continue; // removed since it was listed
      const target = path.join(staging, 'uploads', key);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(file.stream, createWriteStream(target));
      uploads += 1;
    }
    const manifest: BackupManifest = {
      format: 'pathagar-backup',
      version: 1,
      createdAt: now.toISOString(),
      engine: source.engine,
      uploads,
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    await mkdir(dir, { recursive: true });
    const archive = path.join(dir, backupName(now));
    // Written under a temporary name and renamed, so a half-written file is never a "backup".
    const partial = `${archive}.partial`;
    const entries = (await readdir(staging)).sort();
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await rename(partial, archive);
    return archive;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Reads a backup's manifest (and checks it is one). */
async function unpack(archive: string): Promise<{ dir: string; manifest: BackupManifest }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pathagar-restore-'));
  try {
    await tar.extract({ file: archive, cwd: dir, strict: true });
    const manifest = JSON.parse(
      await readFile(path.join(dir, 'manifest.json'), 'utf8')
    ) as BackupManifest;
    if (manifest.format !== 'pathagar-backup' || manifest.version !== 1) {
      throw new Error('not a Pathagar backup (manifest.json is missing or of another format)');
    }
    return { dir, manifest };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

export class RestoreRefused extends Error {}

/** True when the database has no tables of ours yet (never migrated). */
export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from information_schema.tables where table_schema = 'public'`.execute(db);
  return Number(rows[0]?.n ?? 0) === 0;
}

/**
 * Restores a backup: the database into an empty target (a PGlite data dir that does not exist
 * yet or is empty, or a PostgreSQL database without tables), then the uploads through the
 * storage driver. A backup restores into the engine it was taken from.
 */
export async function restoreBackup(options: {
  archive: string;
  target:
    { engine: 'pglite'; dbDir: string } | { engine: 'postgres'; databaseUrl: string; db: Database };
  storage: Storage;
  /** Opens the restored PGlite data dir from the dump (the caller's PGlite options). */
  loadPglite?: (dbDir: string, dump: Blob) => Promise<PGlite>;
}): Promise<BackupManifest> {
  const { target } = options;
  const { dir, manifest } = await unpack(options.archive);
  try {
    if (manifest.engine !== target.engine) {
      throw new RestoreRefused(
        `this backup holds a ${manifest.engine} database; the target is ${target.engine}.`
      );
    }
    if (target.engine === 'pglite') {
      const existing = await readdir(target.dbDir).catch(() => []);
      if (existing.length > 0) {
        throw new RestoreRefused(`${target.dbDir} is not empty; restore into a new DATA_DIR.`);
      }
      if (!options.loadPglite) throw new Error('restoreBackup needs loadPglite for PGlite');
      const dump = new Blob([await readFile(path.join(dir, 'database.tar.gz'))]);
      const pglite = await options.loadPglite(target.dbDir, dump);
      await pglite.close();
    } else {
      if (!(await databaseIsEmpty(target.db))) {
        throw new RestoreRefused('the target database has tables; restore into an empty one.');
      }
      await run('pg_restore', [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${target.databaseUrl}`,
        path.join(dir, 'database.pgdump'),
      ]);
    }
    const uploadsDir = path.join(dir, 'uploads');
    const files = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(
      () => []
    );
    for (const entry of files) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(uploadsDir, file).split(path.sep).join('/');
      await options.storage.write(key, await readFile(file));
    }
    return manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Deletes all but the newest `keep` backups in `dir`; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => BACKUP_NAME.test(name))
    .sort(); // the UTC timestamp in the name sorts by age
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/** The size of a file, for log lines. */
export async function sizeOf(file: string): Promise<number> {
  return (await stat(file)).size;
}
