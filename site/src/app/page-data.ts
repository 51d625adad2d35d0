import { hydrate, type QueryClient } from '@tanstack/react-query';

/** Where a page prerendered with data (src/prerender.tsx) keeps the API's answers it shows. */
export const PAGE_DATA_ID = 'page-data';

/**
 * Puts the answers a prerendered page was built from into the app's cache before its first
 * render, so that the app shows what the page already shows instead of loading placeholders
 * over it. They are as old as the build: each is marked stale, so the route's loader and the
 * screens ask the API again at once and the live answer replaces it.
 */
export function adoptPageData(queryClient: QueryClient, root: ParentNode = document): boolean {
  const script = root.querySelector(`script#${PAGE_DATA_ID}`);
  if (!script?.textContent) return false;
  try {
    hydrate(queryClient, JSON.parse(script.textContent));
  } catch (error) {
    // A page whose data cannot be read still works: the app loads the data as usual.
    console.error(error);
    return false;
  }
  void queryClient.invalidateQueries({ refetchType: 'none' });
  return true;
}
