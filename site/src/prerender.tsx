/**
 * The build-time renderer (`vite build --ssr src/prerender.tsx`, run by `pnpm build`): the public
 * routes' HTML in Bangla, the default language, so the first paint needs no JavaScript. The
 * client then renders over it (main.tsx). What depends on the visitor (their session, their
 * language) is unknown here: pages render as for a Bangla visitor without a session.
 *
 * The club's public data (notices, books, the mission text) is read from the API only when the
 * build asks for it (`withData`, PRERENDER_DATA=1): then each page shows what the API answered at
 * build time, and its answers travel with the page (`data`) so that the app's first render shows
 * the same and asks again (app/page-data.ts). Without it, every query stays pending and sections
 * show their loading placeholders.
 */
import { createReactI18n } from '@pathagar/shared-i18n/react';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { api, dataOf } from './app/api';
import { AppProviders } from './app/AppProviders';
import { setPageTime, type PageData } from './app/page-data';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { PageLoader } from './shell/PageLoader';

export {
  BOOK_PAGE,
  PRERENDERED_ROUTES,
  SHELL_ROUTE,
  prerenderedFile,
} from './app/prerendered-routes';

export interface Rendered {
  /** What goes inside `<div id="root">`. */
  markup: string;
  /** The API's answers the markup shows (with `withData`) and when, for the app's first render. */
  data?: PageData;
}

/** Whether the screen that named the query wants it now (a search box with nothing typed does not). */
function enabled(query: Query): boolean {
  const { enabled = true, queryFn } = query.options as {
    enabled?: boolean | ((query: Query) => boolean);
    queryFn?: unknown;
  };
  return queryFn !== skipToken && (typeof enabled === 'function' ? enabled(query) : enabled);
}

/**
 * Answers every query the page has asked for so far: those its route's loader started and those
 * its components named while rendering (a render on the server asks but does not fetch). A query
 * the API refuses fails the build: a page built from half its data would show it for good.
 */
async function answerQueries(queryClient: QueryClient, url: string): Promise<number> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success' && enabled(query));
  const results = await Promise.allSettled(waiting.map((query) => query.fetch()));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      const key = JSON.stringify(waiting[index]!.queryKey);
      throw new Error(`prerendering ${url} with data: the query ${key} failed`, {
        cause: result.reason,
      });
    }
  });
  return waiting.length;
}

/**
 * Renders `url`. With `shell`, a path no route matches shows the page spinner instead of "not
 * found": the frame served for any other page. With `withData`, the page shows the API's data.
 */
export async function render(
  url: string,
  { shell = false, withData = false } = {}
): Promise<Rendered> {
  const i18n = createReactI18n({ language: 'bn', storage: null });
  // One "now" for the whole page (countdowns, past and coming events), carried with its data.
  const at = Date.now();
  setPageTime(at);
  const queryClient = createQueryClient({ retry: false });
  const history = createMemoryHistory({ initialEntries: [url] });
  // As in the build (Node) when the tests render in jsdom: the markup the browser adopts.
  const router = createAppRouter({ queryClient, history, isServer: true });
  if (!withData) {
    // The loaders' data is fetched by the browser instead.
    for (const route of Object.values(router.routesById)) {
      (route.options as { loader?: unknown }).loader = undefined;
    }
  }
  if (shell) router.update({ ...router.options, defaultNotFoundComponent: () => <PageLoader /> });
  await router.load();
  const page = () =>
    renderToString(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
  let markup = page();
  if (!withData) return { markup };
  // A section that appears once its data is there may name queries of its own: a few rounds.
  for (let round = 0; round < 4 && (await answerQueries(queryClient, url)) > 0; round += 1) {
    markup = page();
  }
  return { markup, data: { state: dehydrate(queryClient), at } };
}

/** The largest page GET /ext/books answers. */
const LIST_PAGE = 100;

/** The ids of the catalogue's newest `max` books (all of them, up to that), for BOOK_PAGE. */
export async function bookIds(max: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < max; page += 1) {
    const { items } = dataOf(
      await api.GET('/ext/books', { params: { query: { page, limit: LIST_PAGE, sort: 'newest' } } })
    );
    ids.push(...items.map((book) => book.uniqueId));
    if (items.length < LIST_PAGE) break;
  }
  return ids.slice(0, max);
}
