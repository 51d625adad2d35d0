/**
 * The database on disk at BENCH_BOOKS books (100,000), PGlite against PostgreSQL (issue 20
 * point 5: PGlite's data dir at most twice PostgreSQL's):
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @pathagar/api bench:datadir
 *
 * Loads the generated catalogue (bench/catalogue.ts) into a fresh PGlite data dir and into a
 * throwaway PostgreSQL database, writes each book's text in the whole catalogue (migration 0016)
 * as a running server would, checkpoints both, and prints: PGlite's whole data dir (WAL
 * included, and the template databases every cluster carries) and its WAL alone; the database's
 * own size as each server reports it (pg_database_size); and PostgreSQL's WAL directory, which
 * belongs to the whole server (other databases' writes included), so it is shown apart.
 * Without BENCH_DATABASE_URL only PGlite is measured.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  checkpointPglite,
  kyselyOverPglite,
  kyselyOverPostgres,
  openPglite,
  type Database,
} from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { loadCatalogue, writeCatalogueTexts } from './catalogue';
import { loadAverage, print, runBench } from './support';

const BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
const MiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

async function duBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let bytes = 0;
  for (const entry of entries) {
    if (entry.isFile()) bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return bytes;
}

async function databaseBytes(db: Database): Promise<number> {
  const { rows } = await sql<{
    bytes: string | number;
  }>`select pg_database_size(current_database()) as bytes`.execute(db);
  return Number(rows[0]!.bytes);
}

/** Loads the catalogue and writes its texts for the whole-catalogue call, as a server would. */
async function load(db: Database): Promise<number> {
  await migrateToLatest(db);
  const began = performance.now();
  await loadCatalogue(db, BOOKS);
  await writeCatalogueTexts(db, 'http://127.0.0.1:5000');
  return (performance.now() - began) / 1000;
}

async function pglite(): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pathagar-datadir-'));
  try {
    const dataDir = path.join(dir, 'db');
    const instance = await openPglite(dataDir);
    const db = kyselyOverPglite(instance);
    const seconds = await load(db);
    const wal = path.join(dataDir, 'pg_wal');
    print(`PGlite: loaded in ${seconds.toFixed(0)} s`);
    print(
      `  before checkpoint: dir ${MiB(await duBytes(dataDir))}, WAL ${MiB(await duBytes(wal))}`
    );
    await checkpointPglite(instance);
    const own = await databaseBytes(db);
    await db.destroy();
    const total = await duBytes(dataDir);
    print(`  after checkpoint:  dir ${MiB(total)}, WAL ${MiB(await duBytes(wal))}`);
    print(`  pg_database_size: ${MiB(own)}`);
    return total;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function postgres(url: string): Promise<number> {
  const name = `pathagar_datadir_${randomBytes(4).toString('hex')}`;
  const admin = kyselyOverPostgres(url, 1);
  await sql`create database ${sql.id(name)}`.execute(admin);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = kyselyOverPostgres(target.toString(), 4);
  try {
    const seconds = await load(db);
    await sql`checkpoint`.execute(db);
    const own = await databaseBytes(db);
    // The server's WAL directory (superuser or pg_monitor only); shared by all its databases.
    const wal = await sql<{ bytes: string | number | null }>`
      select sum(size) as bytes from pg_ls_waldir()`
      .execute(db)
      .then((r) => Number(r.rows[0]!.bytes ?? 0))
      .catch(() => null);
    print(`PostgreSQL: loaded in ${seconds.toFixed(0)} s`);
    print(`  pg_database_size after checkpoint: ${MiB(own)}`);
    print(`  server WAL directory (all databases): ${wal === null ? 'not readable' : MiB(wal)}`);
    return own;
  } finally {
    await db.destroy();
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await admin.destroy();
  }
}

runBench(async () => {
  print(`Database on disk at ${BOOKS} books`);
  print(`load average before: ${loadAverage()}`);
  const lite = await pglite();
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const server = await postgres(url);
    print(`PGlite's data dir / PostgreSQL's database: ${(lite / server).toFixed(2)}×`);
  }
  print(`load average after: ${loadAverage()}`);
});
