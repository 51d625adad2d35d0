/**
 * Circulation benchmark (a script, never a timed test):
 *  1. the job queue's throughput: 5,000 mail jobs drained by two workers at once into a mailer
 *     that only counts (so the figure is the queue's own cost: take, run, mark done);
 *  2. one reminder run over 10,000 open loans (Received, due dates spread over the window, so
 *     most loans get a reminder), recording each reminder and queueing its mail.
 *
 *   pnpm --filter @pathagar/api bench:circulation                       # PGlite, in a temp dir
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm … bench:circulation
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { quietConfig } from '../test/helpers/config';
import type { Database } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { runReminders } from '../src/features/circulation/reminders';
import { createWorker, enqueueMany } from '../src/jobs/queue';
import { print, onBenchDatabase, runBench } from './support';

const JOBS = 5_000;
const LOANS = 10_000;
const DAY = 86_400_000;

async function seedLoans(db: Database, now: Date) {
  const members = LOANS / 10;
  for (let i = 0; i < members; i += 500) {
    await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(500, members - i) }, (_, k) => ({
          unique_id: 10000 + i + k,
          name: `Reader ${i + k}`,
          email: `reader${i + k}@bench.test`,
          mobile: '+8801712345678',
          permanent_address: 'x',
          current_address: 'x',
          password_hash: 'x',
        }))
      )
      .execute();
  }
  const books = LOANS / 10;
  for (let i = 0; i < books; i += 500) {
    const n = Math.min(500, books - i);
    await db
      .insertInto('books')
      .values(
        Array.from({ length: n }, (_, k) => ({
          unique_id: 100000 + i + k,
          bookname: `বই ${i + k}`,
          bookname_en: `Book ${i + k}`,
          authorname: 'a',
          authorname_en: 'a',
          aboutbook: 'a',
          aboutbook_en: 'a',
          booktype: 'উপন্যাস',
          image_key: 'x.jpg',
        }))
      )
      .execute();
    await db
      .insertInto('book_copies')
      .values(
        Array.from({ length: n * 10 }, (_, c) => ({
          serial_number: `${100000 + i + Math.floor(c / 10)}-${c % 10}`,
          book_id: 100000 + i + Math.floor(c / 10),
          position: c % 10,
        }))
      )
      .execute();
  }
  for (let i = 0; i < LOANS; i += 1000) {
    await db
      .insertInto('rent_records')
      .values(
        Array.from({ length: 1000 }, (_, k) => {
          const n = i + k;
          const book = 100000 + Math.floor(n / 10);
          // Due from 16 days ago to 4 days ahead: due soon, today and overdue 1/7/14 all occur.
          const due = new Date(now.getTime() + ((n % 21) - 16) * DAY);
          return {
            book_id: book,
            user_id: 10000 + (n % members),
            bookname: `বই ${book - 100000}`,
            username: `reader${n % members}@bench.test`,
            status: 'Received' as const,
            serial_number: `${book}-${n % 10}`,
            return_day: due,
            return_day_number: 14,
            approved_at: now,
            received_at: now,
          };
        })
      )
      .execute();
  }
}

async function run(db: Database, label: string, dataDir: string) {
  await migrateToLatest(db);
  print(`\n== ${label}`);
  const config = quietConfig(dataDir);
  const app = await buildApp({ config, db, logger: false });
  const services = app.services;
  const clock = services.clock;
  try {
    // 1. queue throughput
    await enqueueMany(
      db,
      clock,
      Array.from({ length: JOBS }, (_, i) => ({
        kind: 'notify:mail',
        payload: { to: `r${i}@bench.test`, subject: 's', text: 't' },
      }))
    );
    let sent = 0;
    const handlers = { 'notify:mail': async () => void sent++ };
    const log = { warn: () => undefined, error: () => undefined };
    const workers = [1, 2].map(() => createWorker({ db, clock, handlers, log }));
    const t0 = performance.now();
    await Promise.all(workers.map((w) => w.drain()));
    const seconds = (performance.now() - t0) / 1000;
    print(
      `queue: ${sent} jobs by 2 workers in ${seconds.toFixed(2)} s = ${Math.round(sent / seconds)} jobs/s`
    );
    await db.deleteFrom('jobs').execute();

    // 2. reminder run over 10,000 open loans
    const seedStart = performance.now();
    await seedLoans(db, clock.now());
    print(`seeded ${LOANS} open loans in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const t1 = performance.now();
    const first = await runReminders(services);
    const s1 = (performance.now() - t1) / 1000;
    print(`reminder run: ${first.recorded} reminders recorded and queued in ${s1.toFixed(2)} s`);
    const t2 = performance.now();
    const again = await runReminders(services);
    const s2 = (performance.now() - t2) / 1000;
    print(`second run (nothing new): ${again.recorded} recorded in ${s2.toFixed(2)} s`);
  } finally {
    await app.close();
  }
}

runBench(() => onBenchDatabase(run));
