/**
 * HTTP benchmark of the production API (issue 20 points 4 and 5), with autocannon:
 *
 *   pnpm --filter @pathagar/api bench:http                                   # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm … bench:http
 *
 * Builds the API (`scripts/build.mjs`; BENCH_NO_BUILD=1 skips it), loads BENCH_BOOKS generated
 * books (10,000) into a fresh database, and starts the compiled server (`node dist/server.js`,
 * NODE_ENV=production, its default log level, no tsx) on it. A Fastify hello-world runs in the same
 * run as the ceiling. The server is started once first, to write every book's text in the whole
 * catalogue (migration 0016; what the first start after the upgrade or an import does), and
 * stopped. Then it prints:
 *   - how long that writing took;
 *   - the idle RSS of the API process after start, after its first whole-catalogue build, and
 *     after the load;
 *   - the whole catalogue (GET /Singup/Allbooks): bytes on the wire, time of the first call since
 *     start (a build in a process and database that have not run it yet; alone, then in a second
 *     fresh process with /ext/stats probed meanwhile), of a cached call, of
 *     the first call after a restart of the server, of the first call after a catalogue change
 *     made through the admin API (the build a running server makes after every change), and the
 *     worst GET /ext/stats latency meanwhile (past the read cache), and while the server stores
 *     the bodies in the database;
 *   - for c=10 and c=50 (BENCH_SECONDS each, 5): requests per second, p50/p99, % of the ceiling and
 *     errors, for the hello-world, /ext/stats, a book by id, a page of /ext/books and the catalogue;
 *   - a fixed rate of 1,000 requests per second on /ext/stats and a book by id (p99).
 *
 * Load stays on 127.0.0.1 and every run is bounded. The load average is printed before and after:
 * on a shared machine it says more about a figure than the figure itself.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import type { Database } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { loadCatalogue } from './catalogue';
import { loadAverage, onBenchDatabase, print, runBench } from './support';

const BOOKS = Number(process.env.BENCH_BOOKS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
// What a browser sends: every answer over 1 KB is compressed, as in production.
const BROWSER = { 'accept-encoding': 'br, gzip' };
const UNCACHED = { authorization: 'Bearer bench-probe' };
const ADMIN = { email: 'bench-admin@pathagar.test', password: 'bench-admin-password' };

/** An admin's token, from the first admin the server creates at start (ADMIN_EMAIL). */
async function adminToken(api: string): Promise<string> {
  const res = await fetch(`${api}/SingUpAdmin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Renames a book through the admin API, as the console's edit form does: a catalogue change. */
async function renameBook(api: string, token: string, bookId: number, name: string) {
  // The legacy shape: an array holding the one book.
  const [book] = (await (await fetch(`${api}/Singup/SpecificBook?id=${bookId}`)).json()) as (Record<
    string,
    unknown
  > & { serialNumbers: string[] })[];
  if (!book) throw new Error(`book ${bookId} not found`);
  const form = new FormData();
  for (const field of [
    'booknameEnglish',
    'authorname',
    'authornameEnglish',
    'aboutbook',
    'aboutbookEnglish',
    'booktype',
  ]) {
    form.append(field, String(book[field]));
  }
  form.append('bookname', name);
  form.append('totalbooks', String(book.serialNumbers.length));
  book.serialNumbers.forEach((serial, i) => form.append(`serialNumber-${i + 1}`, serial));
  const res = await fetch(`${api}/SingUpAdmin/editbooks?bookId=${bookId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`editing a book: ${res.status} ${await res.text()}`);
}

// The ceiling: Fastify answering {hello:'world'} with a response schema (fastify/benchmarks).
const HELLO = `
const fastify = require('fastify')();
const schema = { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } };
fastify.get('/', { schema }, async () => ({ hello: 'world' }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within a minute`);
}

function startNode(
  args: string[],
  env: Record<string, string>,
  log: string[],
  onOutput: (chunk: string) => void = () => undefined
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Read and dropped, as a log shipper would: the server pays for writing its logs, not more.
  child.stdout!.on('data', (chunk: Buffer) => onOutput(String(chunk)));
  child.stderr!.on('data', (chunk: Buffer) => log.push(String(chunk)));
  return child;
}

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

async function load(url: string, connections: number, seconds: number, overallRate?: number) {
  return new Promise<Result>((done, fail) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: BROWSER,
        ...(overallRate ? { overallRate } : {}),
      },
      (error, result) => (error ? fail(error) : done(result))
    );
  });
}

/**
 * One uncached /ext/stats call in a process that has just started: its first run of the route
 * (code compiled, statements prepared) is its own cost, not time spent waiting behind the
 * catalogue, which the probe below is there to measure.
 */
async function warmStats(api: string) {
  await (await fetch(`${api}/ext/stats`, { headers: UNCACHED })).arrayBuffer();
}

/** One cold or cached whole-catalogue call, with /ext/stats probed every 10 ms meanwhile or not. */
async function catalogueCall(api: string, headers: Record<string, string>, probing = true) {
  let running = probing;
  let worstStats = probing ? 0 : NaN;
  const probe = (async () => {
    while (running) {
      const began = performance.now();
      // With a token (ignored by this public call) it skips the read cache, so it waits for the
      // database as an uncached call would.
      await (await fetch(`${api}/ext/stats`, { headers: UNCACHED })).arrayBuffer();
      worstStats = Math.max(worstStats, performance.now() - began);
      await sleep(10);
    }
  })();
  const began = performance.now();
  // node:http, not fetch: fetch would ask for and undo compression, hiding the bytes sent.
  const { bytes, encoding } = await new Promise<{ bytes: number; encoding: string }>(
    (done, fail) => {
      http
        .get(`${api}/Singup/Allbooks`, { headers }, (res) => {
          let count = 0;
          res.on('data', (chunk: Buffer) => (count += chunk.length));
          res.on('end', () =>
            done({ bytes: count, encoding: res.headers['content-encoding'] ?? 'identity' })
          );
          res.on('error', fail);
        })
        .on('error', fail);
    }
  );
  const ms = performance.now() - began;
  running = false;
  await probe;
  return { ms, bytes, worstStats, encoding };
}

/** The data dir of PGlite (WAL included) or the size PostgreSQL reports for the database. */
async function databaseMiB(db: Database, dataDir: string, postgresUrl: string | null) {
  if (postgresUrl) {
    const { rows } = await sql<{
      bytes: string;
    }>`select pg_database_size(current_database()) as bytes`.execute(db);
    return Math.round(Number(rows[0]!.bytes) / 2 ** 20);
  }
  const entries = await readdir(path.join(dataDir, 'db'), { recursive: true, withFileTypes: true });
  let bytes = 0;
  for (const entry of entries) {
    if (entry.isFile()) bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return Math.round(bytes / 2 ** 20);
}

const row = (cells: (string | number)[]) =>
  print(cells.map((c, i) => (i === 0 ? String(c).padEnd(34) : String(c).padStart(10))).join(''));

runBench(() =>
  onBenchDatabase(async (db, engine, dataDir, postgresUrl) => {
    print(`HTTP benchmark on ${engine}; ${BOOKS} books; ${SECONDS} s per run`);
    print(`load average before: ${loadAverage()}`);
    if (process.env.BENCH_NO_BUILD !== '1') {
      const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir });
      if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
    }
    await migrateToLatest(db);
    await loadCatalogue(db, BOOKS);

    if (!postgresUrl) await db.destroy(); // The server opens the data dir itself.
    const log: string[] = [];
    const [apiPort, helloPort] = await Promise.all([freePort(), freePort()]);
    const api = `http://127.0.0.1:${apiPort}`;
    const hello = `http://127.0.0.1:${helloPort}`;
    const apiEnv = {
      NODE_ENV: 'production',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: api,
      DATABASE_URL: postgresUrl ?? '',
      SEED: 'none',
      SMTP_HOST: '',
      JWT_SECRET: '',
      RATE_LIMITS: 'off',
      BACKUPS: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const stop = async (child: ChildProcess) => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((done) => child.once('exit', done));
    };
    // The first process to start after the upgrade (or an import) writes every book's text in
    // the whole catalogue once, in the background (migration 0016); it logs how long that took.
    let written: { books: number; ms: number } | null = null;
    const first = startNode(['dist/server.js'], apiEnv, log, (chunk) => {
      for (const line of chunk.split('\n')) {
        if (line.includes('catalogue texts written')) written = JSON.parse(line);
      }
    });
    try {
      await waitFor(`${api}/ext/health`, first);
      for (let i = 0; i < 600 && !written; i++) await sleep(100);
    } finally {
      await stop(first);
    }
    if (!written) throw new Error('the server did not write the catalogue texts within a minute');
    const { books: wrote, ms: writing } = written as { books: number; ms: number };
    print(`every book's text written once after the upgrade: ${wrote} books in ${writing} ms`);

    const children = [
      startNode(['dist/server.js'], apiEnv, log),
      startNode(['-e', HELLO], { PORT: String(helloPort) }, log),
    ];
    try {
      await waitFor(`${api}/ext/health`, children[0]!);
      await waitFor(hello, children[1]!);
      await sleep(3000);
      const idle = rssMiB(children[0]!.pid!);

      const page = (await (await fetch(`${api}/ext/books?limit=1`)).json()) as {
        items: { uniqueId: number }[];
      };
      const bookId = page.items[0]!.uniqueId;

      const catalogueRow = async (
        name: string,
        headers: Record<string, string>,
        probing = true
      ) => {
        const call = await catalogueCall(api, headers, probing);
        row([
          `${name} [${call.encoding}]`,
          call.ms.toFixed(0),
          (call.bytes / 1024).toFixed(0),
          Number.isNaN(call.worstStats) ? '-' : call.worstStats.toFixed(1),
        ]);
      };
      print();
      print('GET /Singup/Allbooks (whole catalogue)');
      row(['call', 'ms', 'KiB', 'stats max ms']);
      // The first call is a build in a process that has not run one yet: the database's pages
      // and PGlite's WebAssembly code are as cold as they will ever be. No body is stored yet,
      // as in a database no legacy client has asked before. Measured twice, each in a process of
      // its own: alone, then with an uncached /ext/stats every 10 ms, which shares the database
      // with the build (the build lets it in between its pages) and says how long it is held up.
      // The first process stops before it would store its bodies (STORE_DELAY_MS).
      await catalogueRow('br, first call since start, alone', { 'accept-encoding': 'br' }, false);
      await stop(children[0]!);
      children[0] = startNode(['dist/server.js'], apiEnv, log);
      await waitFor(`${api}/ext/health`, children[0]);
      await warmStats(api);
      await sleep(3000);
      for (const [name, headers] of [
        ['br, first call since start, probed', { 'accept-encoding': 'br' }],
        ['br, cached', { 'accept-encoding': 'br' }],
        ['gzip, first call (the same build)', { 'accept-encoding': 'gzip' }],
        ['gzip, cached', { 'accept-encoding': 'gzip' }],
        ['plain, streamed (never cached)', {}],
      ] as const) {
        await catalogueRow(name, headers);
      }
      // What a build of the whole catalogue leaves behind in the process (the reason it is not
      // built before a client asks), once its bodies are kept and the heap has settled.
      await sleep(3000);
      const afterBuild = rssMiB(children[0]!.pid!);

      // The first caller after a catalogue change, at once and a second later: the server builds
      // the bodies again as soon as it hears of the change, and the caller waits for that build.
      const token = await adminToken(api);
      let renames = 0;
      for (const [name, wait] of [
        ['br, at once after a change', 0],
        ['br, 1 s after a change', 1000],
        ['gzip, at once after a change', 0],
      ] as const) {
        await renameBook(api, token, bookId, `বেঞ্চ ${++renames}`);
        await sleep(wait);
        await catalogueRow(name, { 'accept-encoding': name.split(',')[0]! });
      }

      // A restart: the server stores the bodies once they have stayed the newest for 10 s, and
      // a new process reads them instead of building them again. Meanwhile /ext/stats is probed
      // as above: the store writes megabytes into the database the other calls share.
      let worstWhileStoring = 0;
      for (const began = performance.now(); performance.now() - began < 11_000;) {
        const call = performance.now();
        await (await fetch(`${api}/ext/stats`, { headers: UNCACHED })).arrayBuffer();
        worstWhileStoring = Math.max(worstWhileStoring, performance.now() - call);
        await sleep(10);
      }
      row(['(the bodies stored, 10 s later)', '', '', worstWhileStoring.toFixed(1)]);
      await stop(children[0]!);
      children[0] = startNode(['dist/server.js'], apiEnv, log);
      await waitFor(`${api}/ext/health`, children[0]);
      await warmStats(api);
      for (const [name, headers] of [
        ['br, first call after a restart', { 'accept-encoding': 'br' }],
        ['gzip, first call after a restart', { 'accept-encoding': 'gzip' }],
      ] as const) {
        await catalogueRow(name, headers);
      }

      const targets: [string, string][] = [
        ['hello-world (ceiling)', `${hello}/`],
        ['GET /ext/stats', `${api}/ext/stats`],
        ['GET /Singup/SpecificBook?id=', `${api}/Singup/SpecificBook?id=${bookId}`],
        ['GET /ext/books?limit=20', `${api}/ext/books?limit=20`],
        ['GET /Singup/Allbooks (br, cached)', `${api}/Singup/Allbooks`],
      ];
      for (const connections of [10, 50]) {
        print();
        print(`c=${connections}`);
        row(['target', 'req/s', 'p50 ms', 'p99 ms', '% ceiling', 'errors']);
        let ceiling = 0;
        for (const [name, url] of targets) {
          await load(url, connections, 1);
          const result = await load(url, connections, SECONDS);
          ceiling ||= result.requests.average;
          row([
            name,
            Math.round(result.requests.average),
            result.latency.p50,
            result.latency.p99,
            `${((100 * result.requests.average) / ceiling).toFixed(1)} %`,
            result.errors + result.timeouts + result.non2xx,
          ]);
        }
      }

      print();
      print('fixed rate, 1,000 req/s, c=10');
      row(['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors']);
      for (const [name, url] of targets.slice(1, 3)) {
        const result = await load(url, 10, SECONDS, 1000);
        row([
          name,
          Math.round(result.requests.average),
          result.latency.p50,
          result.latency.p99,
          result.latency.max,
          result.errors + result.timeouts + result.non2xx,
        ]);
      }

      print();
      print(
        `API process RSS: ${idle} MiB idle after start, ${afterBuild} MiB after the first ` +
          `whole-catalogue build, ${rssMiB(children[0]!.pid!)} MiB after the load (a restarted process)`
      );
      print(`load average after: ${loadAverage()}`);
    } catch (error) {
      print(log.join('').slice(-3000));
      throw error;
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(
        children.map((c) => (c.exitCode === null ? new Promise((d) => c.once('exit', d)) : null))
      );
    }
    print(`database on disk after the run: ${await databaseMiB(db, dataDir, postgresUrl)} MiB`);
  }, 2)
);
