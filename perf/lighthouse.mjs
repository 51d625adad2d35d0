// `pnpm perf:lighthouse [--routes home,allbooks,/contact] [--runs 3] [--no-build] [--check]
// [--save-reports] [--without-data]`: Lighthouse 12.8 (mobile preset, its default) over every public route of the
// site and over the floor app (perf/floor: the same libraries showing a heading, a paragraph and
// a list), on this machine, in one run, so the site's figures read against what the libraries
// alone cost here. Prints the table of medians with the targets of issue 20 and writes the runs
// to perf/results/lighthouse-<time>.json.
//
// What it runs, as production does (scripts/smoke-production.mjs): the compiled API
// (api/dist/server.js, NODE_ENV=production) on a fresh temporary data dir with the demo seed, the
// site's and the floor's builds served by scripts/serve.mjs (precompressed, cached). The API
// starts before the site is built: the pages are prerendered with its data (PRERENDER_DATA=1).
//
// Timed figures are noisy on a shared machine: it prints the load average, and exits 0 whatever
// the figures unless --check is given. It is not part of `pnpm test`.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { figuresOf, formatTable, median, mediansOf, missedTargets } from './lib/report.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..');
const RESULTS = join(here, 'results');
/** Which API the last build of site/dist was made for (written by this runner). */
const SITE_BUILD_NOTE = join(RESULTS, 'site-build.json');
/** What a plain `pnpm build` bakes into the site (site/src/app/config.ts). */
const DEFAULT_API_URL = 'http://localhost:5000';

/**
 * Every route an anonymous visitor can open (site/src/routes, less the member area, the reset
 * link that needs a mailed token and the member card that shows only a sign-in prompt). Notices
 * have no page of their own: they are on home.
 */
const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'allbooks', path: '/allbooks' },
  { name: 'book', path: '/specificbooks/{book}' },
  { name: 'events', path: '/event' },
  { name: 'blogs', path: '/blogs' },
  { name: 'gallery', path: '/gallery' },
  { name: 'team', path: '/ourteam' },
  { name: 'faq', path: '/about' },
  { name: 'mission', path: '/ourmission' },
  { name: 'ranking', path: '/ranking' },
  { name: 'donation', path: '/donation' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'forgot-password', path: '/forgetpasswordpage' },
  { name: 'adminlogin', path: '/adminlogin' },
];

const USAGE = `usage: pnpm perf:lighthouse [options]
  --routes a,b,…   only these routes, by name or path (${ROUTES.map((r) => r.name).join(', ')})
  --runs N         Lighthouse runs per URL, median reported (default 3)
  --no-build       use the existing builds (api/dist, site/dist, perf/floor/dist)
  --without-data   build the site's pages without the API's data (PRERENDER_DATA unset)
  --check          exit 1 when a site route misses a target (default: always exit 0)
  --save-reports   also keep every full Lighthouse report (JSON) next to the summary`;

// A command-line tool's output (the workspace's lint keeps console.log out of app code).
const print = (/** @type {string} */ text) => process.stdout.write(`${text}\n`);
const say = (/** @type {string} */ line) => print(`[lighthouse] ${line}`);

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'no-build': { type: 'boolean', default: false },
      'without-data': { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      'save-reports': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  print(USAGE);
  process.exit(0);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number ≥ 1\n${USAGE}`);
  process.exit(2);
}
const routes = pickRoutes(options.routes);
const build = !options['no-build'];

const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

/** @param {string | undefined} list */
function pickRoutes(list) {
  if (!list) return ROUTES;
  const wanted = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((w) => !ROUTES.some((r) => r.name === w || r.path === w));
  if (unknown.length > 0) {
    console.error(`unknown route(s): ${unknown.join(', ')}\n${USAGE}`);
    process.exit(2);
  }
  return ROUTES.filter((r) => wanted.includes(r.name) || wanted.includes(r.path));
}

// ---------------------------------------------------------------------------------------------
// Child processes: each in its own process group, so stopping reaches what it started.

/** @type {Array<import('node:child_process').ChildProcess & { label: string, log: string }>} */
const children = [];
/** @type {import('chrome-launcher').LaunchedChrome | null} */
let chrome = null;
const work = mkdtempSync(join(os.tmpdir(), 'pathagar-lighthouse-'));

function stopAll() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  rmSync(work, { recursive: true, force: true });
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/**
 * @param {string} label
 * @param {string[]} args node arguments
 * @param {Record<string, string>} [env]
 */
function start(label, args, env = {}) {
  const child = Object.assign(
    spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    }),
    { label, log: '' }
  );
  // Only the tail is kept, for the message when it fails.
  const keep = (/** @type {Buffer} */ data) => (child.log = (child.log + data).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  children.push(child);
  return child;
}

/** @param {string} message */
function fail(message) {
  console.error(`[lighthouse] FAILED: ${message}`);
  process.exit(1);
}

/**
 * A workspace script through the pnpm that runs this one; run as plain `node perf/lighthouse.mjs`,
 * through `npx pnpm@10` (a fresh machine has no global pnpm, and corepack is not to be relied on).
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function pnpm(args, env = {}) {
  const execPath = process.env.npm_execpath;
  const [cmd, pre] = execPath ? [process.execPath, [execPath]] : ['npx', ['-y', 'pnpm@10']];
  const result = spawnSync(cmd, [...pre, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    fail(
      `pnpm ${args.join(' ')} (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`
    );
  }
}

/** @param {number} [preferred] */
async function freePort(preferred = 0) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(null));
    server.listen(preferred, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/**
 * @param {string} url
 * @param {ReturnType<typeof start>} child
 */
async function waitFor(url, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${child.label} exited (${child.exitCode}):\n${child.log}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  fail(`${url} did not answer within 180 s:\n${child.log}`);
}

// ---------------------------------------------------------------------------------------------
// The browser: Debian's Chromium (CHROME_PATH or CHROMIUM_PATH to use another one).

const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  say(`no browser at ${chromePath}; installing Debian's Chromium …`);
  const installed = spawnSync(process.execPath, ['tests/scripts/ensure-chromium.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (installed.status !== 0) fail('Chromium is needed: set CHROME_PATH or install chromium');
}
const CHROME_FLAGS = [
  '--headless=new',
  // As root (containers, CI) Chromium refuses to start with its sandbox.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // A closed network: no calls home that would wait for time-outs during a run (chrome-launcher
  // already turns off background networking, component updates and sync).
  '--disable-quic',
  '--disable-domain-reliability',
  '--no-first-run',
];

// ---------------------------------------------------------------------------------------------
// Builds and servers.

const paths = {
  api: join(root, 'api/dist/server.js'),
  site: join(root, 'site/dist'),
  floor: join(here, 'floor/dist'),
};

/** The API origin the existing site/dist calls: the one noted at its build, else the default. */
function builtApiUrl() {
  try {
    const note = JSON.parse(readFileSync(SITE_BUILD_NOTE, 'utf8'));
    if (note.indexMtimeMs === statSync(join(paths.site, 'index.html')).mtimeMs) return note.apiUrl;
  } catch {
    // no note, or site/dist was rebuilt since (by `pnpm build`)
  }
  return DEFAULT_API_URL;
}

if (build) {
  say('building the API …');
  pnpm(['--filter', '@pathagar/api', 'run', 'build']);
} else {
  for (const [what, path] of Object.entries(paths)) {
    if (!existsSync(path))
      fail(`--no-build, but ${path} is missing (the ${what} build); run without --no-build`);
  }
}

let apiUrl;
if (build) {
  apiUrl = `http://127.0.0.1:${await freePort()}`;
} else {
  apiUrl = builtApiUrl();
  const port = Number(new URL(apiUrl).port || 80);
  if ((await freePort(port)) === null) {
    fail(
      `site/dist calls the API at ${apiUrl}, and port ${port} is taken; stop what uses it or run without --no-build`
    );
  }
}
const sitePort = await freePort();
const floorPort = await freePort();
const siteUrl = `http://127.0.0.1:${sitePort}`;
const floorUrl = `http://127.0.0.1:${floorPort}`;

say(`starting the API at ${apiUrl} (fresh data dir, demo seed) …`);
const apiHost = new URL(apiUrl).hostname;
const api = start('api', [paths.api], {
  NODE_ENV: 'production',
  PORT: new URL(apiUrl).port || '80',
  HOST: apiHost,
  DATA_DIR: join(work, 'data'),
  PUBLIC_URL: apiUrl,
  SITE_URL: siteUrl,
  CORS_ORIGINS: siteUrl,
  DATABASE_URL: '',
  SMTP_HOST: '',
  JWT_SECRET: '',
  SEED: 'demo',
  BACKUPS: 'off',
  LOG_LEVEL: 'warn',
});
await waitFor(`${apiUrl}/ext/health`, api);

if (build) {
  say(`building the site against ${apiUrl} …`);
  pnpm(['--filter', '@pathagar/site', 'run', 'build'], {
    VITE_API_URL: apiUrl,
    VITE_SITE_URL: siteUrl,
    // As a production build is made (README, "Deploying"): pages show the API's data at once.
    PRERENDER_DATA: options['without-data'] ? '' : '1',
  });
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    SITE_BUILD_NOTE,
    JSON.stringify({ apiUrl, indexMtimeMs: statSync(join(paths.site, 'index.html')).mtimeMs }) +
      '\n'
  );
  say('building the floor app …');
  pnpm(['--filter', '@pathagar/perf', 'run', 'build:floor']);
}

const serve = (
  /** @type {string} */ label,
  /** @type {string} */ dir,
  /** @type {number} */ port
) => start(label, ['scripts/serve.mjs', dir, '--port', String(port), '--host', '127.0.0.1']);
const siteServer = serve('site', paths.site, sitePort);
const floorServer = serve('floor', paths.floor, floorPort);
await waitFor(`${siteUrl}/`, siteServer);
await waitFor(`${floorUrl}/`, floorServer);

// A book page needs a book: the first of the seeded catalogue.
const books = await (await fetch(`${apiUrl}/Singup/Allbooks`)).json();
const bookId = books[0]?.uniqueId;
if (bookId === undefined) fail('the demo catalogue has no book');

const targets = [
  ...routes.map((r) => ({
    name: r.name,
    url: siteUrl + r.path.replace('{book}', String(bookId)),
    separate: false,
  })),
  { name: 'floor app', url: `${floorUrl}/`, separate: true },
];

// ---------------------------------------------------------------------------------------------
// The runs: round after round over all URLs (not three in a row per URL), so a burst of load from
// elsewhere on the machine spreads over the routes instead of sinking one of them.

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const reportsDir = join(RESULTS, `lighthouse-${stamp}`);
if (options['save-reports']) mkdirSync(reportsDir, { recursive: true });
const loadBefore = os.loadavg();
/** @type {Map<string, Array<ReturnType<typeof figuresOf> & { benchmarkIndex: number | null, warnings: string[], resources: Record<string, { requests: number, bytes: number }> }>>} */
const results = new Map(targets.map((t) => [t.name, []]));
let environment = null;

say(
  `${targets.length} URLs × ${runs} runs; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`
);
for (let round = 1; round <= runs; round += 1) {
  for (const target of targets) {
    const began = Date.now();
    let outcome;
    try {
      chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: CHROME_FLAGS,
        logLevel: 'silent',
      });
      const result = await lighthouse(target.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableFullPageScreenshot: !options['save-reports'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      environment ??= {
        lighthouse: lhr.lighthouseVersion,
        browser: lhr.environment.hostUserAgent,
        formFactor: lhr.configSettings.formFactor,
        throttlingMethod: lhr.configSettings.throttlingMethod,
      };
      outcome = {
        ...figuresOf(lhr),
        benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
        warnings: lhr.runWarnings,
        // Transfer bytes and requests by kind (script, font, image …): where the total goes.
        resources: resourcesOf(lhr),
      };
      if (options['save-reports']) {
        writeFileSync(
          join(reportsDir, `${target.name.replace(/\W+/g, '-')}-${round}.json`),
          JSON.stringify(lhr)
        );
      }
    } catch (error) {
      outcome = {
        ...figuresOf({}),
        error: error instanceof Error ? error.message : String(error),
        benchmarkIndex: null,
        warnings: [],
        resources: {},
      };
    } finally {
      try {
        chrome?.kill();
      } catch {
        // already gone
      }
      chrome = null;
    }
    results.get(target.name)?.push(outcome);
    const { figures, error } = outcome;
    const brief = error
      ? `error: ${error}`
      : `perf ${Math.round((figures.performance ?? 0) * 100)}, LCP ${((figures.lcp ?? 0) / 1000).toFixed(2)} s`;
    say(
      `round ${round}/${runs}  ${target.name.padEnd(16)} ${brief}  (${((Date.now() - began) / 1000).toFixed(0)} s)`
    );
  }
}
const loadAfter = os.loadavg();

// ---------------------------------------------------------------------------------------------
// The table and the file.

const rows = targets.map((target) => {
  const runsOf = results.get(target.name) ?? [];
  return {
    ...target,
    figures: mediansOf(runsOf.map((r) => r.figures)),
    errors: runsOf.filter((r) => r.error).length,
  };
});
const siteRows = rows.filter((r) => !r.separate);
const missing = siteRows
  .map((r) => ({ name: r.name, missed: missedTargets(r.figures), errors: r.errors }))
  .filter((r) => r.missed.length > 0 || r.errors > 0);
// Lighthouse's own CPU yardstick for this machine at run time (higher is faster).
const benchmarkIndex = median([...results.values()].flat().map((r) => r.benchmarkIndex));

print('');
print(
  `Lighthouse ${environment?.lighthouse ?? '?'}, ${environment?.formFactor ?? 'mobile'} preset (${environment?.throttlingMethod ?? 'simulate'} throttling), median of ${runs}; ` +
    `${os.cpus().length} cores, load average ${fmtLoad(loadBefore)} before, ${fmtLoad(loadAfter)} after; benchmarkIndex ${benchmarkIndex === null ? '?' : Math.round(benchmarkIndex)}`
);
print(formatTable(rows));
for (const row of rows.filter((r) => r.errors > 0)) {
  print(
    `${row.name}: ${row.errors} of ${runs} runs failed (${results.get(row.name)?.find((r) => r.error)?.error})`
  );
}
print(
  missing.length === 0
    ? `All ${siteRows.length} site routes meet every target.`
    : `${siteRows.length - missing.length} of ${siteRows.length} site routes meet every target.`
);

mkdirSync(RESULTS, { recursive: true });
const file = join(RESULTS, `lighthouse-${stamp}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      commit: spawnSync('git', ['rev-parse', 'HEAD'], {
        cwd: root,
        encoding: 'utf8',
      }).stdout.trim(),
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        node: process.version,
        loadBefore,
        loadAfter,
      },
      environment: { ...environment, benchmarkIndex },
      runsPerUrl: runs,
      apiUrl,
      rows: rows.map((row) => ({
        name: row.name,
        url: row.url,
        floor: Boolean(row.separate),
        median: row.figures,
        missed: row.separate ? undefined : missedTargets(row.figures),
        runs: results.get(row.name),
      })),
    },
    null,
    2
  ) + '\n'
);
say(`written ${file}${options['save-reports'] ? ` and the full reports in ${reportsDir}` : ''}`);

/** @param {any} lhr */
function resourcesOf(lhr) {
  /** @type {Array<{ resourceType: string, requestCount: number, transferSize: number }>} */
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return Object.fromEntries(
    items.map((i) => [i.resourceType, { requests: i.requestCount, bytes: i.transferSize }])
  );
}

/** @param {number[]} load */
function fmtLoad(load) {
  return load.map((l) => l.toFixed(2)).join('/');
}

process.exit(options.check && missing.length > 0 ? 1 : 0);
