/**
 * The build-time renderer (`vite build --ssr src/prerender.tsx`, run by `pnpm build`): the public
 * routes' HTML in Bangla, the default language, so the first paint needs no JavaScript. The
 * client then renders over it (main.tsx). What depends on the visitor (their session, their
 * language, the catalogue) is unknown here: pages render as for a Bangla visitor without a
 * session, and every query stays pending, so sections show their loading placeholders.
 */
import { createReactI18n } from '@pathagar/shared-i18n/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { PageLoader } from './shell/PageLoader';

export { PRERENDERED_ROUTES, SHELL_ROUTE, prerenderedFile } from './app/prerendered-routes';

/**
 * Renders `url` to the markup that goes inside `<div id="root">`. With `shell`, a path no route
 * matches shows the page spinner instead of "not found": the frame served for any other page.
 */
export async function render(url: string, { shell = false } = {}): Promise<string> {
  const i18n = createReactI18n({ language: 'bn', storage: null });
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ queryClient, history });
  // There is no API at build time: the loaders' data is fetched by the browser instead.
  for (const route of Object.values(router.routesById)) {
    (route.options as { loader?: unknown }).loader = undefined;
  }
  if (shell) router.update({ ...router.options, defaultNotFoundComponent: () => <PageLoader /> });
  await router.load();
  return renderToString(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
