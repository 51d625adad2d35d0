// `node scripts/smoke-production.mjs [--no-build | --apps-built]`: the production build on a fresh
// data dir, as docs/deploy.md runs it. Builds (`pnpm build`; with --apps-built only the API, as
// the root `test` script has just built both apps in their own tests), starts the compiled API with NODE_ENV=production
// (plain node, embedded database, demo data) and the two static apps with scripts/serve.mjs, then
// checks that they serve what a deployment needs: readiness (/ext/health), the seeded catalogue,
// metrics, the apps' pages with client-side-route fallback, precompressed hashed assets cached for
// a year, revalidated HTML, robots.txt; then `pnpm backup` and `pnpm restore` into a new data dir
// and the API on it. Prints the API's start time and idle memory. Exits non-zero on the first
// failed check. Run by the root `test` script (CI).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [];
const work = mkdtempSync(join(tmpdir(), 'pathagar-smoke-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

function fail(message) {
  console.error(`smoke: FAILED: ${message}`);
  for (const child of children) {
    if (child.log) console.error(`--- ${child.name} log (tail)\n${child.log.slice(-3000)}`);
  }
  process.exit(1);
}

function check(condition, message) {
  if (!condition) fail(message);
  console.log(`smoke: ok  ${message}`);
}

async function freePort() {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

function start(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.name = name;
  child.log = '';
  child.stdout.on('data', (d) => (child.log += d));
  child.stderr.on('data', (d) => (child.log += d));
  children.push(child);
  return child;
}

async function waitFor(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${child.name} exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  fail(`${url} did not answer in 120 s`);
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

if (!process.argv.includes('--no-build')) {
  const pnpm = process.env.npm_execpath;
  const [cmd, args] = pnpm ? [process.execPath, [pnpm]] : ['pnpm', []];
  const only = process.argv.includes('--apps-built') ? ['--filter', '@pathagar/api'] : [];
  const built = spawnSync(cmd, [...args, ...only, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) fail('pnpm build');
}

const [apiPort, sitePort, consolePort] = [await freePort(), await freePort(), await freePort()];
const api = `http://127.0.0.1:${apiPort}`;
const site = `http://127.0.0.1:${sitePort}`;
const consoleUrl = `http://127.0.0.1:${consolePort}`;

const began = Date.now();
const apiProcess = start('api', ['api/dist/server.js'], {
  NODE_ENV: 'production',
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  DATA_DIR: join(work, 'data'),
  PUBLIC_URL: api,
  DATABASE_URL: '',
  SMTP_HOST: '',
  JWT_SECRET: '',
  SEED: 'demo',
  METRICS_TOKEN: 'smoke-metrics-token',
});
const siteProcess = start('site', [
  'scripts/serve.mjs',
  'site/dist',
  '--port',
  String(sitePort),
  '--host',
  '127.0.0.1',
]);
const consoleProcess = start('console', [
  'scripts/serve.mjs',
  'console/dist',
  '--port',
  String(consolePort),
  '--host',
  '127.0.0.1',
  '--noindex',
]);

await waitFor(`${api}/ext/health`, apiProcess);
const startSeconds = (Date.now() - began) / 1000;
await waitFor(`${site}/`, siteProcess);
await waitFor(`${consoleUrl}/`, consoleProcess);

// The API: compiled, seeded, ready, measured.
const health = await (await fetch(`${api}/ext/health`)).json();
check(
  health.status === 'ok' && health.database === 'ok',
  'api /ext/health (the readiness check) reaches the database'
);
const books = await fetch(`${api}/Singup/Allbooks`);
const list = await books.json();
check(books.ok && list.length >= 90, `api serves the seeded catalogue (${list.length} books)`);
const metricsDenied = await fetch(`${api}/ops/metrics`);
check(metricsDenied.status === 401, 'api /ops/metrics refuses a request without the token');
const metrics = await fetch(`${api}/ops/metrics`, {
  headers: { Authorization: 'Bearer smoke-metrics-token' },
});
const metricsText = await metrics.text();
check(
  metrics.ok && metricsText.includes('pathagar_http_requests_total'),
  'api /ops/metrics answers Prometheus text'
);

// The static apps.
const index = await fetch(`${site}/`);
const html = await index.text();
check(index.ok && html.includes('<div id="root">'), 'site serves index.html');
check(index.headers.get('cache-control') === 'no-cache', 'site index.html is revalidated');
// Home is prerendered: its script is listed in #app-scripts, loaded after the first paint.
const asset = /"entry":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
// Home's HTML is prerendered; other paths get the app's shell page (200.html), same script.
const deepLink = await fetch(`${site}/books/some-book`);
const deepHtml = await deepLink.text();
check(
  deepLink.ok && deepHtml.includes('<div id="root">') && Boolean(asset) && deepHtml.includes(asset),
  'site answers a client-side route with the app'
);
check(Boolean(asset), `site index.html names a hashed script (${asset})`);
const compressed = await fetch(`${site}${asset}`, { headers: { 'Accept-Encoding': 'br' } });
check(
  compressed.ok && compressed.headers.get('content-encoding') === 'br',
  'site sends the precompressed brotli asset'
);
check(
  compressed.headers.get('cache-control') === 'public, max-age=31536000, immutable',
  'site caches hashed assets for a year, immutable'
);
const robots = await (await fetch(`${site}/robots.txt`)).text();
check(robots.includes('Allow: /'), 'site robots.txt allows crawling');
check(/^Sitemap: \S+\/sitemap\.xml$/m.test(robots), 'site robots.txt names the sitemap');
const consoleIndex = await fetch(`${consoleUrl}/`);
check(consoleIndex.ok, 'console serves index.html');
check(
  consoleIndex.headers.get('x-robots-tag') === 'noindex, nofollow',
  'console is kept out of search engines'
);
const consoleRobots = await (await fetch(`${consoleUrl}/robots.txt`)).text();
check(consoleRobots.includes('Disallow: /'), 'console robots.txt disallows crawling');

// Idle memory after the requests settle.
await sleep(3_000);
console.log(
  `smoke: production API started in ${startSeconds.toFixed(1)} s (fresh data dir, demo seed); ` +
    `idle RSS ${rssMiB(apiProcess.pid)} MiB`
);

// The guide's backup and restore: `pnpm backup` on the stopped embedded database, `pnpm restore`
// into a new data dir, and the API started on it serves the same catalogue.
apiProcess.kill('SIGTERM');
await new Promise((done) => apiProcess.once('exit', done));
const tool = (args, dataDir) =>
  spawnSync(process.execPath, ['scripts/api-tool.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE: '' },
  });
const backupRun = tool(['backup', join(work, 'backups')], join(work, 'data'));
const archive = /Backup written: (\S+)/.exec(backupRun.stdout)?.[1];
check(backupRun.status === 0 && Boolean(archive), `pnpm backup wrote ${archive}`);
const restoreRun = tool(['restore', archive], join(work, 'restored'));
check(restoreRun.status === 0, `pnpm restore: ${restoreRun.stdout.trim() || restoreRun.stderr}`);
const restartBegan = Date.now();
const restoredApi = start('api-restored', ['api/dist/server.js'], {
  NODE_ENV: 'production',
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  DATA_DIR: join(work, 'restored'),
  PUBLIC_URL: api,
  DATABASE_URL: '',
  SMTP_HOST: '',
  JWT_SECRET: '',
});
await waitFor(`${api}/ext/health`, restoredApi);
console.log(
  `smoke: production API started in ${((Date.now() - restartBegan) / 1000).toFixed(1)} s on an existing data dir`
);
const restoredBooks = await (await fetch(`${api}/Singup/Allbooks`)).json();
check(
  JSON.stringify(restoredBooks) === JSON.stringify(list),
  'the API on the restored data dir serves the same catalogue'
);
const cover = restoredBooks.find((book) => book.imgUrl)?.imgUrl;
const coverResponse = cover ? await fetch(cover) : null;
check(coverResponse?.ok === true, `the restored uploads are served (${cover})`);

console.log('smoke: all checks passed');
process.exit(0);
