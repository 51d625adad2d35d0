/**
 * The public routes whose HTML is rendered at build time (src/prerender.tsx) and listed in
 * sitemap.xml when `sitemap` is set. Each is written to `dist/<path>.html` (home to index.html):
 * static servers (sirv, nginx `try_files $uri $uri.html`) and Workbox's precache (`cleanURLs`)
 * both answer `/allbooks` with `allbooks.html`. Pages that need a session, or a member id, are not
 * here: they get the shell (SHELL_ROUTE); books' pages are BOOK_PAGE.
 */
export const PRERENDERED_ROUTES: readonly { path: string; sitemap: boolean }[] = [
  { path: '/', sitemap: true },
  { path: '/allbooks', sitemap: true },
  { path: '/event', sitemap: true },
  { path: '/donation', sitemap: true },
  { path: '/ranking', sitemap: true },
  { path: '/about', sitemap: true },
  { path: '/ourteam', sitemap: true },
  { path: '/blogs', sitemap: true },
  { path: '/ourmission', sitemap: true },
  { path: '/gallery', sitemap: true },
  { path: '/contact', sitemap: true },
  { path: '/login', sitemap: false },
  { path: '/signup', sitemap: false },
  { path: '/forgetpasswordpage', sitemap: false },
  { path: '/adminlogin', sitemap: false },
];

/**
 * A book's page (`/specificbooks/123456` → `specificbooks/123456.html`), prerendered for every
 * book the API lists when the build reads its data (PRERENDER_DATA=1): a book is what members
 * share a link to, and what a search engine should find. A book added since the build gets the
 * shell until the next one.
 */
export const BOOK_PAGE = {
  /** The route's file under src/routes, whose chunks the page needs. */
  source: 'specificbooks.$id',
  path: (id: number) => `/specificbooks/${id}`,
};

/**
 * Rendered to `200.html`, what the server answers for every other path (a book, a profile):
 * header and footer around an empty page, so those pages do not flash Home's content first.
 */
export const SHELL_ROUTE = '/__shell';

/** `/` → `index.html`, `/allbooks` → `allbooks.html`. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
