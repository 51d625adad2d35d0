import { resources, type Language } from '@pathagar/shared-i18n';
import { createReactI18n } from '@pathagar/shared-i18n/react';
import { render, screen } from '@testing-library/react';
import {
  Profiler,
  startTransition,
  useEffect,
  type ProfilerOnRenderCallback,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { AppProviders } from '../app/AppProviders';
import { adoptPageData, adoptingRouter } from '../app/page-data';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import { session, SESSION_KEYS } from '../app/session';

export interface RenderRouteOptions {
  /** The page's language; Bangla, the site's default, unless given. */
  language?: Language;
  /** Log a member in first (the keys login stores). */
  member?: { email: string; token?: string; userId?: string };
  /** Options for `userEvent.setup`, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
  /** Render over this element's content, as main.tsx renders over the prerendered page. */
  container?: HTMLElement;
  /** Start from the data this prerendered page carries, as main.tsx does (app/page-data.ts). */
  pageDataFrom?: ParentNode;
}

/**
 * Renders the whole site at `path`, as a visitor would land there: the real route tree, its
 * loaders, the shell and every provider; only the network is msw's.
 */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const { ui, pageData, ...setup } = prepare(path, options);
  const result = render(ui, options.container ? { container: options.container } : undefined);
  // As main.tsx does after the app's first commit.
  pageData?.refresh();
  return { ...result, ...setup };
}

/** React's switch for `act` (testing-library sets it for every test). */
const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Adopts the prerendered page in `container` (hydration) as main.tsx does for a visitor of a page
 * built with its data: the route's code loaded first, then one hydration in a transition, done
 * by React's own scheduler in the page's tasks rather than by `act` (which would run every later
 * render in the same go). `onRender` is React's Profiler callback over the whole app. The page's
 * data is not asked for again (`pageData.refresh()`, main.tsx's next step) unless the test does.
 * The caller unmounts the app (`unmount`).
 */
export async function hydrateRoute(
  path: string,
  container: HTMLElement,
  { onRender, ...options }: RenderRouteOptions & { onRender?: ProfilerOnRenderCallback } = {}
) {
  const { ui, pageData, ...setup } = prepare(path, options);
  adoptingRouter(setup.router);
  await setup.router.load();
  const actEnvironment = reactAct.IS_REACT_ACT_ENVIRONMENT;
  reactAct.IS_REACT_ACT_ENVIRONMENT = false;
  let root!: Root;
  const committed = new Promise<void>((resolve) => {
    const TakeOver = ({ children }: { children: ReactNode }) => {
      useEffect(resolve, []);
      return children;
    };
    startTransition(() => {
      root = hydrateRoot(
        container,
        <Profiler id="app" onRender={onRender ?? (() => {})}>
          <TakeOver>{ui}</TakeOver>
        </Profiler>
      );
    });
  });
  await committed;
  return {
    ...setup,
    pageData,
    root,
    /** Unmounts the app and gives the tests their `act` back. */
    unmount: () => {
      root.unmount();
      reactAct.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    },
  };
}

function prepare(path: string, options: RenderRouteOptions) {
  if (options.language === 'en') localStorage.setItem('language', 'English');
  if (options.member) {
    localStorage.setItem(SESSION_KEYS.username, options.member.email);
    localStorage.setItem(SESSION_KEYS.token, options.member.token ?? 'member-token');
    localStorage.setItem(SESSION_KEYS.member, 'true');
    if (options.member.userId) localStorage.setItem(SESSION_KEYS.userId, options.member.userId);
  }
  session.refresh();

  const i18n = createReactI18n({ bundled: resources, language: options.language ?? 'bn' });
  const queryClient = createQueryClient();
  // Tests fail fast instead of retrying a 500 three times.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const pageData = options.pageDataFrom ? adoptPageData(queryClient, options.pageDataFrom) : null;
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history, pendingMs: 0 });
  const user = userEvent.setup(options.user);
  const ui = (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  return { ui, pageData, router, history, queryClient, i18n, user };
}

export { screen };
