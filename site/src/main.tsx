import './app/fonts/fonts.css';
import { whenReady } from '@pathagar/shared-i18n';
import { createReactI18n } from '@pathagar/shared-i18n/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { adoptingRouter, adoptPageData } from './app/page-data';
import { createAppRouter } from './app/router';
import { session } from './app/session';
import { keepTyped } from './app/take-over';
import { registerServiceWorker } from './shell/pwa/register';

// From now on, a field the reader types into before the app is up is remembered (take-over.ts).
const container = document.getElementById('root')!;
const typed = keepTyped(container);

// The start-up is cut into tasks, so that a phone's main thread is never held for long while the
// reader already sees the page: the modules' evaluation, the texts, the page's data and the
// router, the take-over, the service worker each run in a task of their own.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

await nextTask();
const i18n = createReactI18n();
await nextTask();
const queryClient = createQueryClient();
const pageData = adoptPageData(queryClient);
await nextTask();
const router = createAppRouter({ queryClient });

// A reader who chose English gets its texts before the first paint, not a flash of Bangla.
await whenReady(i18n).catch((error: unknown) => console.error(error));
// The page's HTML was rendered at build time (src/prerender.tsx) and is on screen already.
// Loading the route's code first makes the take-over (below) one commit of the same layout rather
// than a spinner in between.
await router.load().catch((error: unknown) => console.error(error));

/** After the app's first commit: what was typed into the page goes on, and tests may act. */
function TakeOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    let frames = 0;
    // A field the route shows a little later (after a lazy part) is looked for a while longer.
    const restore = () => {
      if (!typed.restore(container) && (frames += 1) < 60) requestAnimationFrame(restore);
    };
    restore();
    // Asked again in a task of its own: the take-over's commit is long enough as it is.
    setTimeout(() => pageData?.refresh());
    document.documentElement.dataset.appReady = '';
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <TakeOver>
        <RouterProvider router={router} />
      </TakeOver>
    </AppProviders>
  </StrictMode>
);

// A page built with the API's data (PRERENDER_DATA=1, app/page-data.ts) was rendered for a
// Bangla visitor without a session (src/prerender.tsx), and the app's first render starts from
// the same data. Such a visitor, who has not typed into it yet, gets the page's own elements
// adopted (hydration) rather than rebuilt: the take-over's longest task was making a second copy
// of every element. Where the app's render differs all the same (a date gone by), React renders
// over that part. Anyone else gets the app rendered over the page, as does a page built without
// data, whose sections the app fills as soon as it can (a first render that would not match).
const adopt =
  pageData !== null && i18n.language === 'bn' && !session.get().token && !typed.touched();

if (adopt) adoptingRouter(router);
startTransition(() => {
  if (adopt) {
    hydrateRoot(container, app, {
      // Expected now and then (above), and handled by React: not an error of the page's.
      onRecoverableError: (error) => console.warn('the prerendered page was rendered over', error),
    });
  } else {
    createRoot(container).render(app);
  }
});
await nextTask();
registerServiceWorker();
