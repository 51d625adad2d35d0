import { resources } from '@pathagar/shared-i18n';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferScripts, robotsTxt, sitemapXml } from '../scripts/prerender-plugin';
import { PRERENDERED_ROUTES, SHELL_ROUTE, prerenderedFile } from './app/prerendered-routes';
import { render } from './prerender';

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
