import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { CrashPage } from '../shell/CrashPage';
import { NotFoundPage } from '../shell/NotFoundPage';
import { PageLoader } from '../shell/PageLoader';
import { routeTree } from '../routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

/** How much of the site's frame a route shows (spec §2 route table). */
export type Chrome = 'full' | 'noFooter' | 'bare';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    chrome?: Chrome;
  }
}

export interface CreateAppRouterOptions {
  queryClient: QueryClient;
  /** Memory history in tests; the browser's otherwise. */
  history?: RouterHistory;
  /** How long a navigation waits before showing the page spinner (tests pass 0). */
  pendingMs?: number;
  /** The build-time render (src/prerender.tsx), which the tests run in jsdom too. */
  isServer?: boolean;
}

export function createAppRouter({
  queryClient,
  history,
  pendingMs,
  isServer,
}: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    isServer,
    context: { queryClient },
    // Loaders warm React Query's cache, which decides freshness itself.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: pendingMs ?? 1000,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: CrashPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
