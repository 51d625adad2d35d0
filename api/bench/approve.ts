/**
 * Approval benchmark: the admin's approve call (PUT /SingUpAdmin/updateRequestStatus,
 * decideBorrowRequest) over real HTTP, with 50 clients at once. A fresh database gets 50 books ×
 * 40 copies, 2,000 members with an active membership and one pending request each (spread over
 * the books); the app listens on a free local port and every pending request is approved once,
 * each with a copy of its book that no other approval uses, so every answer should be a 2xx.
 *
 *   pnpm --filter @pathagar/api bench:approve                      # PGlite, in a temp dir
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm … bench:approve
 *
 * With BENCH_DATABASE_URL a throwaway database is created on that server and dropped at the
 * end; the app reaches it through a pool of 10 connections, the server's default.
 *
 * The clients run in the server's process. PGlite runs its queries synchronously on that same
 * thread, so under this load an event-loop turn lasts tens of milliseconds; the keep-alive
 * connections fetch opens when the measured phase starts are then served one per turn and their
 * first calls wait seconds (PGlite's p99 and max). The event-loop delay and the number of
 * connections opened are printed to show it.
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { signToken } from '../src/auth/tokens';
import type { Database } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { quietConfig } from '../test/helpers/config';
import { print, percentile, loadAverage, onBenchDatabase, runBench } from './support';

const BOOKS = 50;
const COPIES = 40;
const MEMBERS = BOOKS * COPIES;
const CONCURRENCY = 50;
const WARMUP = 50;
const LOAN_DAYS = 7;
const BATCH = 500;
const FIRST_BOOK_ID = 100000;
const FIRST_USER_ID = 10000;

// ------------------------------------------------------------------ data

interface PendingRequest {
  rentId: string;
  userId: number;
  bookId: number;
  /** The copy this approval lends: copy k of book b goes to the k-th request of book b. */
  serialNumber: string;
}

const bookIdOf = (b: number) => FIRST_BOOK_ID + b;
const serialOf = (bookId: number, k: number) => `${bookId}${String(k + 1).padStart(3, '0')}`;

/**
 * Books, copies, members with active memberships, one admin and the pending requests, written
 * straight to the tables. Request i is member i's, for book i mod 50: in queue order the
 * neighbouring requests name different books, as an admin working through a list would.
 */
async function seed(db: Database): Promise<{ adminId: number; requests: PendingRequest[] }> {
  const now = new Date();
  const books = Array.from({ length: BOOKS }, (_, b) => ({
    unique_id: bookIdOf(b),
    bookname: `পথের পাঁচালী ${b + 1}`,
    bookname_en: `Pather Panchali ${b + 1}`,
    authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
    authorname_en: 'Bibhutibhushan Bandyopadhyay',
    aboutbook: 'উপন্যাস',
    aboutbook_en: 'A novel',
    booktype: 'উপন্যাস',
    image_key: `covers/${randomBytes(16).toString('hex')}.png`,
  }));
  await db.insertInto('books').values(books).execute();
  await db
    .insertInto('book_copies')
    .values(
      books.flatMap((book) =>
        Array.from({ length: COPIES }, (_, position) => ({
          serial_number: serialOf(book.unique_id, position),
          book_id: book.unique_id,
          position,
        }))
      )
    )
    .execute();

  // One hash for everyone: argon2id at its real cost would take minutes for 2,000 accounts.
  const password_hash = await hashPassword('correct horse battery');
  const emailOf = (i: number) => `member-${i}@example.com`;
  for (let offset = 0; offset < MEMBERS; offset += BATCH) {
    const ids = Array.from(
      { length: Math.min(BATCH, MEMBERS - offset) },
      (_, j) => FIRST_USER_ID + offset + j
    );
    await db
      .insertInto('users')
      .values(
        ids.map((unique_id) => ({
          unique_id,
          name: `Member ${unique_id}`,
          email: emailOf(unique_id - FIRST_USER_ID),
          mobile: '+8801712345678',
          permanent_address: 'Permanent address',
          current_address: 'Current address',
          image_key: null,
          password_hash,
          email_verified: true,
        }))
      )
      .execute();
    await db
      .insertInto('memberships')
      .values(
        ids.map((user_id) => ({
          user_id,
          started_at: now,
          expires_at: new Date(now.getTime() + 365 * 86_400_000),
        }))
      )
      .execute();
  }

  const requests: PendingRequest[] = [];
  for (let offset = 0; offset < MEMBERS; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, MEMBERS - offset) }, (_, j) => {
      const i = offset + j;
      const b = i % BOOKS;
      return {
        book_id: bookIdOf(b),
        user_id: FIRST_USER_ID + i,
        bookname: books[b]!.bookname,
        username: emailOf(i),
        status: 'pending' as const,
        requested_at: new Date(now.getTime() - (MEMBERS - i) * 1000),
      };
    });
    const inserted = await db
      .insertInto('rent_records')
      .values(rows)
      .returning(['rent_id', 'user_id', 'book_id'])
      .execute();
    for (const row of inserted) {
      const i = row.user_id! - FIRST_USER_ID;
      requests[i] = {
        rentId: row.rent_id,
        userId: row.user_id!,
        bookId: row.book_id!,
        serialNumber: serialOf(row.book_id!, Math.floor(i / BOOKS)),
      };
    }
  }

  const admin = await db
    .insertInto('admins')
    .values({ email: 'admin@example.com', password_hash })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`analyze`.execute(db);
  return { adminId: admin.id, requests };
}

// ------------------------------------------------------------------ load

interface Outcome {
  times: number[];
  statuses: Map<number, number>;
  /** The first answer of each non-2xx status, to show why. */
  samples: Map<number, string>;
  wallMs: number;
}

/** `workers` clients take requests from one shared queue and approve them, one call at a time. */
async function approveAll(
  baseUrl: string,
  token: string,
  queue: PendingRequest[],
  workers: number
): Promise<Outcome> {
  const outcome: Outcome = { times: [], statuses: new Map(), samples: new Map(), wallMs: 0 };
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const request = queue[next++]!;
      const body = JSON.stringify({
        userId: request.userId,
        bookId: request.bookId,
        rentId: request.rentId,
        status: 'approved',
        serialNumber: request.serialNumber,
        returnDayNumber: LOAN_DAYS,
      });
      const started = performance.now();
      let status: number;
      let text: string;
      try {
        const response = await fetch(`${baseUrl}/SingUpAdmin/updateRequestStatus`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        });
        text = await response.text();
        status = response.status;
      } catch (error) {
        // No HTTP answer at all (connection refused or reset): counted as status 0.
        status = 0;
        text = String(error);
      }
      outcome.times.push(performance.now() - started);
      outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
      if ((status < 200 || status > 299) && !outcome.samples.has(status)) {
        outcome.samples.set(status, text.slice(0, 300));
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, worker));
  outcome.wallMs = performance.now() - started;
  return outcome;
}

const ms = (n: number) => n.toFixed(2).padStart(8);

async function run(db: Database, engine: string, dataDir: string): Promise<void> {
  print(`\n=== ${engine}`);
  print(`load average at start: ${loadAverage()}`);
  await migrateToLatest(db);
  const seedStart = performance.now();
  const { adminId, requests } = await seed(db);
  print(
    `seeded ${BOOKS} books × ${COPIES} copies, ${MEMBERS} members with memberships and ` +
      `${requests.length} pending requests in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`
  );

  const config = quietConfig(dataDir);
  const app = await buildApp({ config, db, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The app is not listening.');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const { token } = await signToken(
      { role: 'admin', id: adminId, version: 0 },
      config.jwtSecret,
      3600
    );

    let connections = 0;
    app.server.on('connection', () => connections++);
    const warmup = await approveAll(baseUrl, token, requests.slice(0, WARMUP), CONCURRENCY);
    const warmupConnections = connections;
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const measured = await approveAll(baseUrl, token, requests.slice(WARMUP), CONCURRENCY);
    loopDelay.disable();

    const times = [...measured.times].sort((a, b) => a - b);
    const non2xx = (o: Outcome) =>
      [...o.statuses].reduce(
        (n, [status, count]) => (status >= 200 && status <= 299 ? n : n + count),
        0
      );
    print(
      `warm-up: ${warmup.times.length} approvals, ${non2xx(warmup)} non-2xx, ${(warmup.wallMs / 1000).toFixed(2)} s, ${warmupConnections} connections`
    );
    print(
      `\n${'engine'.padEnd(24)}${'calls'.padStart(6)}${'conc'.padStart(6)}   p50 ms   p95 ms   p99 ms   max ms    req/s  non-2xx`
    );
    print(
      `${engine.split(' (')[0]!.padEnd(24)}${String(times.length).padStart(6)}${String(CONCURRENCY).padStart(6)} ` +
        `${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(percentile(times, 99))} ` +
        `${ms(times[times.length - 1]!)} ${((times.length / measured.wallMs) * 1000).toFixed(1).padStart(8)}  ` +
        `${non2xx(measured)}`
    );
    for (const outcome of [warmup, measured]) {
      for (const [status, sample] of outcome.samples) {
        print(`  ${outcome === warmup ? 'warm-up' : 'measured'} ${status}: ${sample}`);
      }
    }

    print(
      `\nmeasured phase: ${connections - warmupConnections} new connections; event-loop delay ` +
        `mean ${(loopDelay.mean / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`
    );

    // What the database says: every request approved once, each with its own copy.
    const check = await db
      .selectFrom('rent_records')
      .select((eb) => [
        eb.fn.countAll<number>().as('approved'),
        eb.fn.count<number>('serial_number').distinct().as('serials'),
      ])
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    print(
      `\nrecords approved: ${check.approved} of ${requests.length}, distinct serials lent: ${check.serials}`
    );
  } finally {
    await app.close();
  }
}

runBench(() => onBenchDatabase(run));
