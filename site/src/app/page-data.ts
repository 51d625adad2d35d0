import { hashKey, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/** Where a page prerendered with data (src/prerender.tsx) keeps the API's answers it shows. */
export const PAGE_DATA_ID = 'page-data';

/** What a page prerendered with data carries: the answers, and the time it showed them at. */
export interface PageData {
  state: DehydratedState;
  at: number;
}

let renderedAt: number | undefined;

/**
 * The time the page on screen was rendered at, for clocks' first value (a countdown, which
 * events are past): set by the build-time render and by `adoptPageData`.
 */
export const pageTime = () => renderedAt;
export const setPageTime = (at: number | undefined) => (renderedAt = at);

/**
 * Puts the answers a prerendered page was built from into the app's cache before its first
 * render, so that the app shows what the page already shows (and can adopt its elements) instead
 * of loading placeholders over it. Until that render has committed they count as fresh: a live
 * answer landing first would not match the page. They are as old as the build, so `refresh`,
 * called once the app is up, marks them stale and asks the API again for those on screen.
 */
export function adoptPageData(
  queryClient: QueryClient,
  root: ParentNode = document
): { refresh(): void } | null {
  const script = root.querySelector(`script#${PAGE_DATA_ID}`);
  if (!script?.textContent) return null;
  let data: PageData;
  try {
    data = JSON.parse(script.textContent) as PageData;
    const now = Date.now();
    for (const query of data.state.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, data.state);
    setPageTime(data.at);
  } catch (error) {
    // A page whose data cannot be read still works: the app loads the data as usual.
    console.error(error);
    return null;
  }
  const adopted = new Set(data.state.queries.map(({ queryKey }) => hashKey(queryKey)));
  return {
    // One invalidation for them all: one pass over the cache and one batch of notifications,
    // where a call per answer was a pass and a batch each, on the main thread of a page just up.
    refresh: () =>
      void queryClient.invalidateQueries({ predicate: (query) => adopted.has(query.queryHash) }),
  };
}

/**
 * Readies the router to adopt the prerendered page's elements (hydration) instead of rendering
 * over them: what TanStack Start's hydrate sets on the client, so that its matches render as the
 * build-time render did, without a Suspense boundary around them.
 */
export function adoptingRouter(router: AnyRouter): void {
  (router as { ssr?: { manifest: undefined } }).ssr = { manifest: undefined };
}
