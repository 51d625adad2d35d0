import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { kyselyOverPostgres, type Database } from '../src/db/index';
import { BACKUP_NAME } from '../src/maintenance/backup';
import { BACKUP_JOB, backupDueAt } from '../src/maintenance/backup-job';
import { type TestApi, expectError } from './helpers/app';
import { createMember, insertBook } from './helpers/fixtures';
import { startSmtpServer } from './helpers/smtp';
import { createRunDatabase } from './helpers/postgres';
import { freePort, isHealthy, until } from './helpers/process';

/**
 * Two real API processes (tsx on src/server.ts, as `start:dev`) on one fresh PostgreSQL
 * database, behind a round-robin proxy written here that alternates every request between them,
 * as a load balancer would. What one process knows the other must know too: tokens, login
 * throttles, rate limits; and scheduled work (the hourly reminder run, the daily backup) runs
 * once. Their clock is TEST_CLOCK_FILE, moved by the test. PostgreSQL only (vitest.config.ts
 * includes this file in the PostgreSQL run alone): PGlite is one process by design.
 */
const apiRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.join(apiRoot, 'node_modules/tsx/dist/cli.mjs');
const ADMIN = { email: 'admin@multi.test', password: 'an admin password 1' };
const JWT_SECRET = randomBytes(32).toString('hex');

let workDir = '';
let clockFile = '';
let backupDir = '';
let databaseUrl = '';
let db: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let proxy: http.Server;
let proxyUrl = '';
const ports: number[] = [];
/** The port of the process that answered each request through the proxy, in order. */
const servedBy: number[] = [];
const children: ChildProcess[] = [];
const startMs: number[] = [];
let dropDatabase = async () => undefined as void;

/** Moves both processes' clocks: written whole and renamed, so no process reads half a number. */
async function setClockOffset(ms: number) {
  await writeFile(`${clockFile}.tmp`, String(ms));
  await rename(`${clockFile}.tmp`, clockFile);
  clockOffset = ms;
}
let clockOffset = 0;
const now = () => new Date(Date.now() + clockOffset);

function startApi(port: number, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, [tsx, 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED: 'none',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      JOB_POLL_MS: '200',
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: '2',
      TEST_CLOCK_FILE: clockFile,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Longer than any test: a read cache that missed a write would stay stale and fail it.
      READ_CACHE_SECONDS: '3600',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.resume();
  children.push(child);
  return child;
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'pathagar-multi-'));
  clockFile = path.join(workDir, 'clock');
  backupDir = path.join(workDir, 'backups');
  await setClockOffset(0);

  const database = await createRunDatabase({ label: 'multi', migrated: false });
  databaseUrl = database.url;
  dropDatabase = database.drop;
  smtp = await startSmtpServer();

  // Both at once on the empty database: they migrate and create the first admin in turn.
  ports.push(await freePort(), await freePort());
  const t0 = performance.now();
  for (const [i, port] of ports.entries()) startApi(port, path.join(workDir, `data-${i}`));
  await Promise.all(
    ports.map(async (port) => {
      await until(() => isHealthy(port));
      startMs.push(Math.round(performance.now() - t0));
    })
  );
  console.warn(`two API processes answered after ${startMs.join(' and ')} ms`);
  db = kyselyOverPostgres(databaseUrl, 2);

  let turn = 0;
  proxy = http.createServer((req, res) => {
    const port = ports[turn++ % ports.length]!;
    servedBy.push(port);
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      }
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.kill('SIGTERM');
        })
    )
  );
  await new Promise((r) => proxy?.close(r));
  await db?.destroy();
  await smtp?.close();
  await dropDatabase();
  await rm(workDir, { recursive: true, force: true });
}, 60_000);

async function call(method: string, url: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${proxyUrl}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? JSON.parse(text) : null,
    retryAfter: res.headers.get('retry-after'),
    port: servedBy.at(-1)!,
  };
}

/** The fixtures write rows straight to the database; they need only these fields. */
const direct = () =>
  ({
    db,
    config: loadConfig({ JWT_SECRET, DATA_DIR: workDir }),
    clock: { now },
  }) as unknown as TestApi;

const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

describe('two API processes behind a round-robin proxy', () => {
  it('accepts a token issued by one process in the other', async () => {
    const login = await call('POST', '/SingUpAdmin/login', ADMIN);
    expect(login.status).toBe(200);
    const token = login.body.access_token as string;
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const res = await call('GET', '/Singup/Alluserprofile', undefined, token);
      answers.push([res.status, res.port]);
    }
    expect(answers.map(([status]) => status)).toEqual([200, 200, 200, 200]);
    // Both processes answered, the one that did not issue the token included.
    expect(new Set(answers.map(([, port]) => port))).toEqual(new Set(ports));
    expect(answers.some(([, port]) => port !== login.port)).toBe(true);
  });

  it('drops a public read kept in one process when the other writes what it shows', async () => {
    const [a, b] = ports as [number, number];
    const mission = async (port: number) => {
      const res = await fetch(`http://127.0.0.1:${port}/SingUpAdmin/mission`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { mission: string | null }).mission;
    };
    // Kept in B's memory (the second read is answered from it).
    const before = await mission(b);
    expect(await mission(b)).toBe(before);

    const login = await call('POST', '/SingUpAdmin/login', ADMIN);
    const write = await fetch(`http://127.0.0.1:${a}/SingUpAdmin/mission`, {
      method: before === null ? 'POST' : 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${login.body.access_token as string}`,
      },
      body: JSON.stringify({ mission: 'Written through process A' }),
    });
    expect(write.status).toBeLessThan(300);
    // A answers its own write at once; B as soon as the commit's notification reaches it.
    expect(await mission(a)).toBe('Written through process A');
    await until(async () => (await mission(b)) === 'Written through process A', 20);

    // A book written straight to the database (as a third process would) reaches both.
    const book = await insertBook(direct(), { copies: 1, booknameEn: 'Before' });
    const name = async (port: number) => {
      const res = await fetch(`http://127.0.0.1:${port}/Singup/SpecificBook?id=${book.bookId}`);
      return ((await res.json()) as { booknameEnglish: string }[])[0]!.booknameEnglish;
    };
    expect([await name(a), await name(b)]).toEqual(['Before', 'Before']);
    await db
      .updateTable('books')
      .set({ bookname_en: 'After' })
      .where('unique_id', '=', book.bookId)
      .execute();
    await until(async () => (await name(a)) === 'After' && (await name(b)) === 'After', 20);
  });

  it('holds the login throttle across them', async () => {
    const member = await createMember(direct(), { email: 'throttled@multi.test' });
    const tries = [];
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/Singup/login', {
        email: member.email,
        password: `wrong guess ${i}`,
      });
      tries.push([res.status, res.port]);
    }
    expect(tries.map(([status]) => status)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(tries.map(([, port]) => port))).toEqual(new Set(ports));
    // The right password is refused too while the lock lasts, whichever process answers.
    for (let i = 0; i < 2; i++) {
      const refused = await call('POST', '/Singup/login', {
        email: member.email,
        password: member.password,
      });
      expectError(refused, 429, { code: 'too_many_attempts' });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
  });

  it("holds an x-rate-limit operation's limit across them", async () => {
    // POST /Singup/donate: x-rate-limit 10 per hour per address (both see the proxy's address).
    const donation = (i: number) => ({
      name: 'Salma Begum',
      email: 'salma@example.com',
      donationAmount: 100 + i,
      paymentMethod: 'mobileBank',
      mobileBankMethod: 'nogod',
      mobileBankNumber: '01711111111',
      transactionId: `NG-${i}`,
    });
    const statuses = [];
    const served = new Set<number>();
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/Singup/donate', donation(i));
      statuses.push(res.status);
      served.add(res.port);
    }
    // Each process saw five or six of them; together they count eleven.
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect(served).toEqual(new Set(ports));
  });

  it('sends the hourly reminder for a due loan once', async () => {
    const member = await createMember(direct(), { email: 'reader@multi.test' });
    const book = await insertBook(direct(), { copies: 1 });
    const due = new Date(now().getTime() + 2 * 86_400_000);
    const loan = await db
      .insertInto('rent_records')
      .values({
        user_id: member.userId,
        book_id: book.bookId,
        serial_number: book.serials[0]!,
        bookname: book.bookname,
        username: member.email,
        status: 'Received',
        approved_at: now(),
        received_at: now(),
        return_day: due,
      })
      .returning('rent_id')
      .executeTakeFirstOrThrow();
    const sweepDone = (hour: Date) => async () =>
      (
        await db
          .selectFrom('jobs')
          .select('status')
          .where('unique_key', '=', `reminder_sweep:${hour.toISOString().slice(0, 13)}`)
          .executeTakeFirst()
      )?.status === 'done';

    // The next hour's run: both processes write it, one runs it.
    await setClockOffset(3600_000);
    await until(sweepDone(now()));
    await until(async () => mailsTo(member.email).length > 0);
    // And the hour after: a later run, in either process, sends nothing again.
    await setClockOffset(2 * 3600_000);
    await until(sweepDone(now()));
    expect(mailsTo(member.email)).toHaveLength(1);
    expect(mailsTo(member.email)[0]!.raw).toMatch(/Subject: /);
    const sent = await db
      .selectFrom('reminders_sent')
      .select('reminder_key')
      .where('reminder_key', 'like', `%${loan.rent_id}%`)
      .execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.reminder_key).toMatch(/^due_soon:/);
    const sweeps = await db
      .selectFrom('jobs')
      .select(['unique_key', 'attempts'])
      .where('kind', '=', 'reminder_sweep')
      .execute();
    // One job per hour, each run by one process in one attempt.
    expect(new Set(sweeps.map((s) => s.unique_key)).size).toBe(sweeps.length);
    expect(sweeps.every((s) => s.attempts === 1)).toBe(true);
    // The book comes back, so the days moved below send no more reminders for it.
    await db
      .updateTable('rent_records')
      .set({ status: 'readed' })
      .where('rent_id', '=', loan.rent_id)
      .execute();
  });

  it('writes one backup a day and keeps the newest BACKUP_KEEP (2)', async () => {
    const archives = async () =>
      (await readdir(backupDir).catch(() => [] as string[])).filter((n) => BACKUP_NAME.test(n));
    const backupsDone = async () =>
      db
        .selectFrom('jobs')
        .select(['unique_key', 'attempts'])
        .where('kind', '=', BACKUP_JOB)
        .where('status', '=', 'done')
        .execute();
    const stillDue = async () =>
      db
        .selectFrom('jobs')
        .select('unique_key')
        .where('kind', '=', BACKUP_JOB)
        .where('status', '!=', 'done')
        .where('run_at', '<=', now())
        .execute();
    expect(await archives()).toEqual([]);
    for (let move = 1; move <= 3; move++) {
      // 03:01 the next night (Dhaka), when the day's backup falls due. When the reminder test's
      // hours crossed midnight (it runs at 22:00 in Dhaka), the day before's is due as well.
      await setClockOffset(backupDueAt(now()).getTime() + 60_000 - Date.now());
      await until(
        async () => (await stillDue()).length === 0 && (await backupsDone()).length >= move,
        200
      );
      // Two days' backups run in one move are usually one archive (named to the second).
      const kept = (await archives()).length;
      expect(kept).toBeGreaterThanOrEqual(Math.min(move, 2));
      expect(kept).toBeLessThanOrEqual(2);
    }
    const done = await backupsDone();
    // One backup per club day, each run by one of the processes once.
    expect(done.length).toBeGreaterThanOrEqual(3);
    expect(new Set(done.map((j) => j.unique_key)).size).toBe(done.length);
    expect(done.every((j) => j.attempts === 1)).toBe(true);
    // Every mail the processes sent, counted by the SMTP server: the one reminder.
    console.warn(`mails received by the SMTP server: ${smtp.received.length}`);
    expect(smtp.received).toHaveLength(1);
  });
});
