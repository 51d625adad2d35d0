import { resources, type Language } from '@pathagar/shared-i18n';
import { createReactI18n } from '@pathagar/shared-i18n/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { AppProviders } from '../app/AppProviders';
import { adoptPageData } from '../app/page-data';
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
