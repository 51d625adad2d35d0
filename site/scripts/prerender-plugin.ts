/**
 * The client build's last step: puts the build-time render of each public route
 * (src/prerender.tsx, built first by `vite build --ssr`) into the built index.html and emits one
 * page per route, the shell page (200.html) for every other path, and sitemap.xml and robots.txt.
 * Emitted in `generateBundle`, before the service worker is generated, so Workbox precaches the
 * rendered pages, not the empty template.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';
type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

interface PrerenderModule {
  render(
    url: string,
    options?: { shell?: boolean; withData?: boolean }
  ): Promise<{ markup: string; data?: unknown }>;
  PRERENDERED_ROUTES: readonly { path: string; sitemap: boolean }[];
  SHELL_ROUTE: string;
  BOOK_PAGE: { source: string; path(id: number): string };
  bookIds(max: number): Promise<number[]>;
  prerenderedFile(path: string): string;
}

const ROOT = '<div id="root"></div>';
/** src/app/page-data.ts reads the page's data from here. */
const PAGE_DATA_ID = 'page-data';

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The file under src/routes of a route without parameters: `/` → index, `/allbooks` → allbooks. */
const routeSource = (path: string) => (path === '/' ? 'index' : path.slice(1));

/**
 * The stylesheets and scripts a route's own chunks need (`allbooks` → src/routes/allbooks.tsx
 * and its split component), for the page's head: the route's CSS must be there at first paint,
 * or the page would shift when the script loads it.
 */
function routeAssets(bundle: OutputBundle, name: string) {
  const source = new RegExp(`/src/routes/${name.replace(/[.$]/g, '\\$&')}\\.tsx(\\?|$)`);
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
      ?.importedCss ?? [])
      css.add(file);
    for (const file of chunk.imports) visit(bundle[file] as OutputChunk | undefined);
  };
  for (const chunk of chunks)
    if (chunk.facadeModuleId && source.test(chunk.facadeModuleId)) visit(chunk);
  return { css, js };
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A prerendered page paints without the app, so its scripts need not compete with the HTML, the
 * stylesheets and the font on a slow link. They are taken out of the page and listed in
 * `#app-scripts`, which index.html's inline script loads on the frame after the first paint.
 */
export function deferScripts(html: string): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error('the page has no module script to defer');
  const preload = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]);
  const list = scriptJson({ entry, preload });
  return html
    .replace(ENTRY_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace(
      '</head>',
      () => `  <script type="application/json" id="app-scripts">${list}</script>\n  </head>`
    );
}

/** The most addresses one sitemap may hold (sitemaps.org). */
export const SITEMAP_MAX = 50_000;

/** The paths in the order given (books newest first): past SITEMAP_MAX, the rest is left out. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .slice(0, SITEMAP_MAX)
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

interface PrerenderOptions {
  /** The SSR build of src/prerender.tsx. */
  ssrEntry: string;
  /** The site's own origin, for sitemap.xml and robots.txt. */
  origin: string;
  /** The API's origin: every page's data and covers come from there. */
  apiOrigin: string;
  /**
   * Whether the pages show the API's data as it is at build time (PRERENDER_DATA=1). The API
   * must answer during the build; the app replaces the data with live answers once it is up.
   */
  withData: boolean;
  /**
   * The most books given a page of their own (the newest; PRERENDER_BOOKS): each costs about
   * 50 KB on disk with its compressed copies and 25 ms of the build. Older ones get the shell.
   */
  maxBooks: number;
}

export function prerender({
  ssrEntry,
  origin,
  apiOrigin,
  withData,
  maxBooks,
}: PrerenderOptions): Plugin {
  // Books' pages (BOOK_PAGE) are written one by one once the bundle is on disk, not emitted into
  // it: a catalogue of 10,000 books would hold 10,000 pages in memory, and Workbox would precache
  // them (vite.config.ts leaves them out).
  let books: { fileName: string; html: () => Promise<string> }[] = [];
  return {
    name: 'pathagar:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') this.error('index.html is not in the bundle');
      if (!existsSync(ssrEntry)) {
        this.error(
          `${ssrEntry} is missing: build with \`pnpm build\` (it renders the SSR entry first)`
        );
      }
      const template = String(index.source);
      if (!template.includes(ROOT)) this.error(`index.html has no ${ROOT}`);
      const mod = (await import(pathToFileURL(ssrEntry).href)) as PrerenderModule;
      // What the template already links (the entry and everything it imports).
      const linked = new Set([...template.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]));
      const fill = async (url: string, { shell = false, source = routeSource(url) } = {}) => {
        const rendered = await mod.render(url, { shell, withData: withData && !shell });
        const { markup } = rendered;
        const data = rendered.data
          ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(rendered.data)}</script>`
          : '';
        // The shell's page is not known yet, nor what it will need.
        const { css, js } = shell ? { css: [], js: [] } : routeAssets(bundle, source);
        const head = [
          // The connection for the data (CORS, without credentials) and the one for covers.
          `<link rel="preconnect" href="${apiOrigin}" crossorigin>`,
          `<link rel="preconnect" href="${apiOrigin}">`,
          ...[...css]
            .filter((f) => !linked.has(f))
            .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...[...js]
            .filter((f) => !linked.has(f) && !template.includes(`/${f}"`))
            .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ].join('\n    ');
        const page = template
          .replace('</head>', () => (head ? `  ${head}\n  </head>` : '</head>'))
          .replace(ROOT, () => `<div id="root">${markup}</div>${data}`);
        // The shell has nothing to show until its script runs: that one loads at once.
        return shell ? page : deferScripts(page);
      };
      for (const { path } of mod.PRERENDERED_ROUTES) {
        const html = await fill(path);
        const fileName = mod.prerenderedFile(path);
        if (fileName === 'index.html') index.source = html;
        else this.emitFile({ type: 'asset', fileName, source: html });
      }
      this.emitFile({
        type: 'asset',
        fileName: '200.html',
        source: await fill(mod.SHELL_ROUTE, { shell: true }),
      });
      const bookPaths = withData
        ? (await mod.bookIds(maxBooks)).map((id) => mod.BOOK_PAGE.path(id))
        : [];
      books = bookPaths.map((path) => ({
        fileName: mod.prerenderedFile(path),
        html: () => fill(path, { source: mod.BOOK_PAGE.source }),
      }));

      const indexed = [
        ...mod.PRERENDERED_ROUTES.filter((route) => route.sitemap).map((r) => r.path),
        ...bookPaths,
      ];
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemapXml(origin, indexed),
      });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
    writeBundle: {
      sequential: true,
      async handler({ dir = 'dist' }) {
        const started = Date.now();
        for (const { fileName, html } of books) {
          await mkdir(dirname(join(dir, fileName)), { recursive: true });
          await writeFile(join(dir, fileName), await html());
        }
        if (books.length)
          this.info(
            `${books.length} book pages in ${((Date.now() - started) / 1000).toFixed(1)} s`
          );
      },
    },
  };
}
