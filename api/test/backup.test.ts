import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { bootstrap } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { createBackup, pruneBackups } from '../src/maintenance/backup';
import { createStorage } from '../src/storage/create';
import { createRunDatabase } from './helpers/postgres';

/**
 * `pnpm backup` and `pnpm restore` on the engine of this run: a seeded installation (demo data
 * with its cover pictures) is backed up by the CLI, restored by the CLI into a fresh data dir or
 * an empty database, and the restored one has the same rows in every table and the same files.
 */
const engine = inject('engine');
const apiDir = path.resolve(import.meta.dirname, '..');
const tsx = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
  'dist/cli.mjs'
);
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDir(name: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `pathagar-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** An empty PostgreSQL database of this run (dropped with the run's others), or '' on PGlite. */
async function emptyDatabaseUrl(suffix: string): Promise<string> {
  if (engine !== 'postgres') return '';
  return (await createRunDatabase({ label: suffix, migrated: false })).url;
}

function env(dataDir: string, databaseUrl: string) {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'a-test-secret-of-at-least-32-characters',
    SEED: 'demo',
    LOG_LEVEL: 'silent',
    SMTP_HOST: '',
  };
}

/** Runs a CLI of src/maintenance with tsx, as `pnpm backup` / `pnpm restore` do. */
function cli(script: string, args: string[], vars: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((done) => {
    const child = spawn(process.execPath, [tsx, script, ...args], {
      cwd: apiDir,
      env: { ...process.env, ...vars },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => done({ code, out }));
  });
}

/** Every table's row count and a digest of its rows, and every uploaded file's digest. */
async function snapshot(db: Database, dataDir: string) {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' order by table_name`.execute(db);
  const rows: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const { rows: r } = await sql<{ n: number; digest: string | null }>`
      select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as digest
      from ${sql.table(table_name)} t`.execute(db);
    rows[table_name] = `${r[0]!.n} ${r[0]!.digest}`;
  }
  const storage = createStorage(loadConfig(env(dataDir, '')));
  const files: Record<string, string> = {};
  for await (const key of storage.list()) {
    const file = await storage.read(key);
    const hash = createHash('sha256');
    for await (const chunk of file!.stream) hash.update(chunk as Buffer);
    files[key] = hash.digest('hex');
  }
  return { rows, files };
}

describe(`backup and restore (${engine})`, () => {
  it('restores a backup of a seeded installation with the same rows and files', async () => {
    const sourceDir = await tempDir('backup-source');
    const sourceUrl = await emptyDatabaseUrl('bsrc');
    const config = loadConfig(env(sourceDir, sourceUrl));
    const source = await openDatabase(config);
    await migrateToLatest(source.db);
    const app = await buildApp({ config, db: source.db, logger: false });
    await bootstrap(app.services);
    // The texts of the whole catalogue are written in the background after the seed (0016).
    await app.readCache.sync();
    await app.catalogueWarmer!.idle();
    const before = await snapshot(source.db, sourceDir);
    expect(before.rows.catalogue_stale).toMatch(/^0 /);
    await app.close();
    await source.close();
    expect(Number(before.rows.books?.split(' ')[0])).toBeGreaterThan(50);
    expect(Object.keys(before.files).length).toBeGreaterThan(50);

    const backups = await tempDir('backups');
    const backup = await cli('src/maintenance/backup-cli.ts', [backups], env(sourceDir, sourceUrl));
    expect(backup.out).toMatch(/^Backup written: .*pathagar-backup-\d{8}T\d{6}Z\.tar\.gz/);
    expect(backup.code).toBe(0);
    const [archive] = await readdir(backups);

    const targetDir = await tempDir('backup-target');
    const targetUrl = await emptyDatabaseUrl('bdst');
    const restore = await cli(
      'src/maintenance/restore-backup-cli.ts',
      [path.join(backups, archive!)],
      env(targetDir, targetUrl)
    );
    expect(restore.out).toMatch(/^Restored .* \(taken .*, \d+ uploaded files\)\./);
    expect(restore.code).toBe(0);

    const target = await openDatabase(loadConfig(env(targetDir, targetUrl)));
    try {
      const after = await snapshot(target.db, targetDir);
      expect(after.rows).toEqual(before.rows);
      expect(after.files).toEqual(before.files);
      // The restored database keeps counting ids where the original stopped.
      const next = await target.db
        .insertInto('faqs')
        .values({ question: 'After the restore?', answer: 'Yes.' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(Number(before.rows.faqs?.split(' ')[0]));
    } finally {
      await target.close();
    }

    // A second restore onto the now filled target is refused and changes nothing.
    const again = await cli(
      'src/maintenance/restore-backup-cli.ts',
      [path.join(backups, archive!)],
      env(targetDir, targetUrl)
    );
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/^Restore refused: /m);
  }, 240_000);

  it('keeps the newest N backups', async () => {
    const dataDir = await tempDir('backup-keep');
    const config = loadConfig({ ...env(dataDir, await emptyDatabaseUrl('bkeep')), SEED: 'none' });
    const database = await openDatabase(config);
    cleanups.push(() => database.close());
    await migrateToLatest(database.db);
    const dir = path.join(dataDir, 'backups');
    const src = database.pglite
      ? ({ engine: 'pglite', pglite: database.pglite } as const)
      : ({ engine: 'postgres', databaseUrl: config.databaseUrl! } as const);
    for (const day of ['2026-11-01', '2026-11-02', '2026-11-03']) {
      await createBackup({
        source: src,
        storage: createStorage(config),
        dir,
        now: new Date(`${day}T02:00:00Z`),
      });
    }
    expect(await pruneBackups(dir, 2)).toEqual(['pathagar-backup-20261101T020000Z.tar.gz']);
    expect((await readdir(dir)).sort()).toEqual([
      'pathagar-backup-20261102T020000Z.tar.gz',
      'pathagar-backup-20261103T020000Z.tar.gz',
    ]);
  }, 120_000);
});
