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
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Database } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { writeLargeExport } from '../src/legacy-import/fixture';
import { importLegacy } from '../src/legacy-import/run';
import { print, onBenchDatabase, runBench } from './support';

const SIZE = { users: 2000, books: 10_000, loans: 50_000 };

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

runBench(() => onBenchDatabase(run, 2));
