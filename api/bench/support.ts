/**
 * What every benchmark shares: output, percentiles, and the database to run on — an embedded
 * PGlite on disk in a temp dir, or, with BENCH_DATABASE_URL, a throwaway database on that
 * PostgreSQL server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { kyselyOverPglite, kyselyOverPostgres, openPglite, type Database } from '../src/db/index';

export const print = (line = '') => process.stdout.write(`${line}\n`);

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** `databaseUrl` is the throwaway PostgreSQL database's, null on PGlite (whose dir is `dataDir/db`). */
export type BenchRun = (
  db: Database,
  engine: string,
  dataDir: string,
  databaseUrl: string | null
) => Promise<void>;

export async function onBenchDatabase(run: BenchRun, postgresPool = 10): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pathagar-bench-'));
  try {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) {
      const pglite = await openPglite(path.join(dataDir, 'db'));
      const db = kyselyOverPglite(pglite);
      try {
        await run(db, 'PGlite (on disk, temp dir)', dataDir, null);
      } finally {
        // A run may close it itself, to hand the data dir to a server process.
        if (!pglite.closed) await db.destroy();
      }
      return;
    }
    const name = `pathagar_bench_${randomBytes(4).toString('hex')}`;
    const admin = kyselyOverPostgres(url, 1);
    await sql`create database ${sql.id(name)}`.execute(admin);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = kyselyOverPostgres(target.toString(), postgresPool);
    try {
      const version = await sql<{ v: string }>`select version() as v`.execute(db);
      const server = version.rows[0]!.v.split(' ').slice(0, 2).join(' ');
      await run(db, `${server} (throwaway database)`, dataDir, target.toString());
    } finally {
      await db.destroy();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs a benchmark's main and reports a failure through the exit code. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
