import { resources } from '@pathagar/shared-i18n';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX, deferScripts, robotsTxt, sitemapXml } from '../scripts/prerender-plugin';
import {
  BOOK_PAGE,
  PRERENDERED_ROUTES,
  SHELL_ROUTE,
  prerenderedFile,
} from './app/prerendered-routes';
import { makeBook, makeBookPage } from './features/books/fixtures';
import { bookIds, render } from './prerender';
import { mockApi, server } from './test/server';

const bn = resources.bn.site;
const headingOf = (html: string) => [...html.matchAll(/<h1\b[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('the build-time render of the public routes', () => {
  it.each(PRERENDERED_ROUTES.map((route) => route.path))(
    '%s has its page, with one heading, inside the frame, in Bangla',
    async (path) => {
      const { markup: html } = await render(path);
      expect(headingOf(html)).toHaveLength(1);
      expect(headingOf(html)[0]).toMatch(/[\u0980-\u09ff]/);
      expect(html).toContain(`aria-label="${bn.shell.nav.label}"`);
      expect(html).not.toContain(bn.shell.notFound.title);
    }
  );

  it('names the pages it is known for', async () => {
    expect(headingOf((await render('/')).markup)).toEqual([bn.home.hero.title]);
    expect(headingOf((await render('/allbooks')).markup)).toEqual([bn.books.all.title]);
  });

  it("gives other paths the frame with a spinner, not Home's content or not-found", async () => {
    const { markup: html } = await render(SHELL_ROUTE, { shell: true });
    expect(html).toContain(`aria-label="${bn.shell.nav.label}"`);
    expect(html).toContain('role="status"');
    expect(headingOf(html)).toEqual([]);
    expect(html).not.toContain(bn.shell.notFound.title);
  });

  it('writes each route to a file static servers and Workbox find by its path', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/allbooks')).toBe('allbooks.html');
    expect(prerenderedFile(BOOK_PAGE.path(123456))).toBe('specificbooks/123456.html');
  });
});

describe("the books' pages of a build with data", () => {
  /** GET /ext/books over `books`, 100 a page as the build asks; returns each request's query. */
  function serveCatalogue(books: ReturnType<typeof makeBook>[]) {
    const asked: string[] = [];
    server.use(
      mockApi.get('/ext/books', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const page = Number(query.get('page'));
        return Response.json(
          makeBookPage(books.slice((page - 1) * 100, page * 100), { page, limit: 100 })
        );
      })
    );
    return asked;
  }

  it('are one per book of the catalogue: its pages are read 100 at a time to the last', async () => {
    const books = Array.from({ length: 230 }, () => makeBook());
    const asked = serveCatalogue(books);
    expect(await bookIds(10_000)).toEqual(books.map((book) => book.uniqueId));
    expect(asked).toEqual([1, 2, 3].map((page) => `page=${page}&limit=100&sort=newest`));
  });

  it('are for the newest PRERENDER_BOOKS books at most: the pages past those are not asked for', async () => {
    const books = Array.from({ length: 230 }, () => makeBook());
    const asked = serveCatalogue(books);
    expect(await bookIds(150)).toEqual(books.slice(0, 150).map((book) => book.uniqueId));
    expect(asked).toHaveLength(2);
  });

  it("show the book as the API has it, with the answers the app's first render needs", async () => {
    const book = makeBook({ bookname: 'পথের পাঁচালী', authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়' });
    server.use(
      mockApi.get('/Singup/SpecificBook', [book]),
      mockApi.get('/Singup/readedSingleBook', { total: 7 })
    );
    const { markup, data } = await render(BOOK_PAGE.path(book.uniqueId), { withData: true });
    expect(headingOf(markup)).toEqual(['পথের পাঁচালী']);
    expect(markup).toContain('বিভূতিভূষণ বন্দ্যোপাধ্যায়');
    expect(data?.state.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['books', 'one', String(book.uniqueId)],
        ['books', 'read-count', String(book.uniqueId)],
      ])
    );
  });
});

describe('the scripts of a prerendered page', () => {
  const built = [
    '<html><head>',
    '<script type="module" crossorigin src="/assets/index-A.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-C.css">',
    '<link rel="modulepreload" crossorigin href="/assets/routes-D.js">',
    '</head><body><div id="root"><h1>পাঠাগার</h1></div></body></html>',
  ].join('\n');

  it('come after its first paint: listed in #app-scripts, the stylesheets kept', () => {
    const html = deferScripts(built);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    const list = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual({
      entry: '/assets/index-A.js',
      preload: ['/assets/react-B.js', '/assets/routes-D.js'],
    });
  });

  it('must include the entry: a page without one is a build error, not a dead page', () => {
    expect(() => deferScripts(built.replace(/<script type="module"[^\n]*\n/, ''))).toThrow(
      /no module script/
    );
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('list the indexable public routes and name the sitemap', () => {
    const xml = sitemapXml('https://pathagar.example', ['/', '/allbooks']);
    expect(xml).toContain('<loc>https://pathagar.example/</loc>');
    expect(xml).toContain('<loc>https://pathagar.example/allbooks</loc>');
    expect(robotsTxt('https://pathagar.example')).toMatch(
      /^Sitemap: https:\/\/pathagar\.example\/sitemap\.xml$/m
    );
    const indexed = PRERENDERED_ROUTES.filter((route) => route.sitemap).map((r) => r.path);
    expect(indexed).toEqual(expect.arrayContaining(['/', '/allbooks', '/event', '/contact']));
    expect(indexed).not.toContain('/login');
  });

  it("hold at most the protocol's 50,000 addresses: the first ones given (books newest first)", () => {
    const paths = Array.from({ length: SITEMAP_MAX + 2 }, (_, index) => `/specificbooks/${index}`);
    const xml = sitemapXml('https://pathagar.example', paths);
    expect(xml.match(/<loc>/g)).toHaveLength(SITEMAP_MAX);
    expect(xml).toContain(`/specificbooks/${SITEMAP_MAX - 1}</loc>`);
    expect(xml).not.toContain(`/specificbooks/${SITEMAP_MAX}</loc>`);
  });
});

describe('the preloaded font', () => {
  it("covers every Bangla letter: the site's texts and the data's, shown at the first paint", () => {
    // Vitest runs in the package's folder (jsdom gives import.meta.url an http: address).
    const css = readFileSync(resolve('src/app/fonts/fonts.css'), 'utf8');
    const range = /font-family: 'Noto Sans Bengali UI';[^}]*unicode-range:\s*([^;]+);/.exec(
      css
    )?.[1];
    const covered = new Set<number>();
    for (const part of range?.split(',') ?? []) {
      const [from = '', to = from] = part.trim().slice(2).split('-');
      for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) covered.add(code);
    }
    const { common, errors, labels, site } = resources.bn;
    const text = JSON.stringify({ common, errors, labels, site });
    // Letters the UI texts lack but titles and notices are full of: য়, ড়, ঢ়, ঈ, ঊ, ঋ, ঔ, ঝ, ঢ.
    const data = 'নয়, পড়া, আষাঢ়, ঈদ, ঊষা, ঋতু, ঔষধ, ঝড়, ঢাকা';
    const missing = [...new Set(text + data)].filter(
      (char) => /[\u0980-\u09ff]/.test(char) && !covered.has(char.codePointAt(0)!)
    );
    expect(covered.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
