/**
 * Issue 20: a production build made with PRERENDER_DATA=1 shows the club's data in its first
 * paint, before any script has run; the app adopts the page's elements and then shows the live
 * answer in them. The site
 * is built here against this run's API (into a folder of its own) and served by the production
 * server on a port of its own; the browser still asks for it at the site's address (its requests
 * are sent on to that server), so the API's CORS rules hold as they do in production.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import { appReady } from './support/site';
import { stack } from './support/stack';

const { run } = useBrowser();
const siteDir = fileURLToPath(new URL('../../site/', import.meta.url));
const RUN = Date.now().toString(36);
const BUILT = `গড়ার দিনের কথা ${RUN}: বই পড়া, ভাগ করা।`;
const LIVE = `আজকের কথা ${RUN}: প্রতি মাসে একটি পাঠচক্র।`;

let work: string;
let dist: string;
let server: ChildProcess | undefined;
let served: string;
let token: string;
let before: string | null | undefined;

const setMission = (mission: string) =>
  api.client(token).POST('/SingUpAdmin/mission', { body: { mission } });

/**
 * `vite build` of the site, as `pnpm build` runs it, against this run's API. The SSR entry it
 * prerenders with is the run's (global-setup.ts): built from the same code against the same API,
 * and PRERENDER_DATA only changes what this build does with it.
 */
async function buildSite(args: string[]) {
  const manifest = join(siteDir, 'node_modules', 'vite', 'package.json');
  const vite = join(dirname(manifest), 'bin', 'vite.js');
  const { siteUrl, apiUrl, consoleUrl, siteSsrOut } = stack();
  await promisify(execFile)(process.execPath, [vite, 'build', ...args], {
    cwd: siteDir,
    env: {
      ...process.env,
      VITE_API_URL: apiUrl,
      VITE_SITE_URL: siteUrl,
      VITE_CONSOLE_URL: consoleUrl,
      PRERENDER_DATA: '1',
      PRERENDER_OUT: siteSsrOut,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'pathagar-prerender-data-'));
  dist = join(work, 'dist');
  token = await api.adminToken();
  before = (await api.client().GET('/SingUpAdmin/mission')).data?.mission;
  await setMission(BUILT);
  await buildSite(['--outDir', dist, '--emptyOutDir']);
  // Changed after the build: what the app must show once it is up.
  await setMission(LIVE);
  served = await serve(dist);
}, 240_000);

/** `scripts/serve.mjs`, as production serves the site, on a free port; resolves with its origin. */
async function serve(dir: string): Promise<string> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  const script = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url));
  server = spawn(process.execPath, [script, dir, '--port', String(port), '--host', '127.0.0.1'], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false
      )
    )
      return origin;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`scripts/serve.mjs did not answer at ${origin}`);
}

afterAll(async () => {
  server?.kill();
  if (token) await setMission(before ?? '');
  if (work) rmSync(work, { recursive: true, force: true });
});

/**
 * Sends the page's requests for the site to the built files; the app's entry script waits until
 * the returned `release` is called, so the page can be checked as it is before any script.
 */
async function heldBack(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const { siteUrl } = stack();
  await page.route(`${siteUrl}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    if (/\/assets\/index-[\w-]+\.js$/.test(pathname)) await released;
    await route.continue({ url: `${served}${pathname}${search}` });
  });
  return release;
}

/**
 * How far a held-back page is loaded: its document parsed. Not its load event: the page inserts
 * the (held) entry script once it has painted, and when that comes before the last image has
 * loaded, the load event waits for the entry, which waits for the test.
 */
const HELD = { waitUntil: 'domcontentloaded' } as const;

// Marks on the build's own elements: still there after the take-over if the app adopted them
// (hydration) rather than rendering a copy over them.
const mark = (node: Element) => ((node as Element & { built?: true }).built = true);
const marked = (node: Element) => (node as Element & { built?: true }).built === true;

describe('a site built with the API data', () => {
  test('the mission page shows the build-time text before any script, then the live one', () =>
    run('prerender-data-mission', 'bn', async ({ page, t }) => {
      const html = readFileSync(join(dist, 'ourmission.html'), 'utf8');
      expect(html).toContain(BUILT);
      expect(html).toContain('id="page-data"');

      const release = await heldBack(page);
      await page.goto(`${stack().siteUrl}/ourmission`, HELD);

      const quote = page.getByRole('region', { name: t('site:mission.fromClub') });
      await expect.poll(() => quote.innerText()).toContain(BUILT);
      expect(await page.locator('html[data-app-ready]').count()).toBe(0);
      const heading = page.getByRole('heading', { level: 1 });
      for (const element of [heading, quote]) await element.evaluate(mark);

      release();
      await appReady(page);
      await expect.poll(() => quote.innerText()).toContain(LIVE);
      expect(await quote.innerText()).not.toContain(BUILT);
      expect(await heading.evaluate(marked)).toBe(true);
      expect(await quote.evaluate(marked)).toBe(true);
    }));

  test('every book has its page, with the book in it before any script; the app adopts it', () =>
    run('prerender-data-book', 'bn', async ({ page }) => {
      // One page per book, every book (the journeys run one at a time: none changed them since).
      const built = readdirSync(join(dist, 'specificbooks')).map((file) => parseInt(file, 10));
      const books = await api.allBooks();
      expect(built.sort()).toEqual(books.map((one) => one.uniqueId).sort());
      expect(built.length).toBeGreaterThan(10);
      const book = books.find((one) => one.uniqueId === built[0])!;
      const path = `/specificbooks/${book.uniqueId}`;
      expect(readFileSync(join(dist, `${path.slice(1)}.html`), 'utf8')).toContain(book.bookname);
      const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
      expect(sitemap).toContain(`${path}</loc>`);

      const release = await heldBack(page);
      await page.goto(`${stack().siteUrl}${path}`, HELD);
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.innerText()).toBe(book.bookname);
      await heading.evaluate(mark);
      expect(await page.locator('html[data-app-ready]').count()).toBe(0);

      release();
      await appReady(page);
      expect(await heading.evaluate(marked)).toBe(true);
    }));
});
