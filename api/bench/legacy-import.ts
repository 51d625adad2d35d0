/**
 * Legacy import benchmark: a generated export of 10,000 books (two serials each), 2,000 members
 * and 50,000 loans (users and books as mongoexport JSON lines, loans as mongodump BSON) imported
 * into a fresh database, then imported again (the idempotent second run, which only reads).
 *
 *   pnpm --filter @pathagar/api bench:legacy-import                      # PGlite, in a temp dir
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm … bench:legacy-import
 *
 * With BENCH_DATABASE_URL a throwaway database is created on that server and dropped at the end.
 * The members share one bcrypt hash (hashing 2,000 at cost 10 would time the generator).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { kyselyOverPglite, kyselyOverPostgres, openPglite, type Database } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { writeLargeExport } from '../src/legacy-import/fixture';
import { importLegacy } from '../src/legacy-import/run';

const SIZE = { users: 2000, books: 10_000, loans: 50_000 };
const print = (line = '') => process.stdout.write(`${line}\n`);

async function run(db: Database, label: string, work: string): Promise<void> {
  await migrateToLatest(db);
  const dir = path.join(work, 'export');
  let t = performance.now();
  await writeLargeExport(dir, SIZE);
  print(`export written in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  print(`database: ${label}`);
  for (const pass of ['first run (imports everything)', 'second run (changes nothing)']) {
    t = performance.now();
    const report = await importLegacy({
      db,
      dir,
      uploadsFrom: null,
      uploadsRoot: path.join(work, 'uploads'),
      dryRun: false,
      membershipDays: 365,
    });
    const ms = performance.now() - t;
    const counts = report.collections
      .filter((c) => c.file)
      .map(
        (c) =>
          `${c.name} ${c.imported} imported / ${c.present} present / ${c.skippedCount} skipped ` +
          `in ${(c.ms / 1000).toFixed(1)} s`
      )
      .join('\n  ');
    print(
      `${pass}: ${(ms / 1000).toFixed(1)} s (files read in ${(report.readMs / 1000).toFixed(1)} s)\n  ${counts}`
    );
  }
  const copies = await sql<{ n: number }>`select count(*)::int as n from book_copies`.execute(db);
  const open = await sql<{ n: number }>`
    select count(*)::int as n from rent_records where status in ('approved','Received','Returned')`.execute(
    db
  );
  print(`copies ${copies.rows[0]!.n}, open loans ${open.rows[0]!.n}`);
}

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'pathagar-bench-legacy-'));
  try {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) {
      const pglite = await openPglite(path.join(work, 'db'));
      const db = kyselyOverPglite(pglite);
      try {
        await run(db, 'PGlite (on disk, temp dir)', work);
      } finally {
        await db.destroy();
      }
      return;
    }
    const name = `pathagar_bench_${randomBytes(4).toString('hex')}`;
    const admin = kyselyOverPostgres(url, 1);
    await sql`create database ${sql.id(name)}`.execute(admin);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = kyselyOverPostgres(target.toString(), 2);
    try {
      const version = await sql<{ v: string }>`select version() as v`.execute(db);
      await run(
        db,
        `${version.rows[0]!.v.split(' ').slice(0, 2).join(' ')} (throwaway database)`,
        work
      );
    } finally {
      await db.destroy();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
