import './app/fonts/fonts.css';
import { whenReady } from '@pathagar/shared-i18n';
import { createReactI18n } from '@pathagar/shared-i18n/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { adoptPageData } from './app/page-data';
import { createAppRouter } from './app/router';
import { keepTyped } from './app/take-over';
import { registerServiceWorker } from './shell/pwa/register';

// From now on, a field the reader types into before the app is up is remembered (take-over.ts).
const container = document.getElementById('root')!;
const typed = keepTyped(container);

const i18n = createReactI18n();
const queryClient = createQueryClient();
adoptPageData(queryClient);
const router = createAppRouter({ queryClient });

// A reader who chose English gets its texts before the first paint, not a flash of Bangla.
await whenReady(i18n).catch((error: unknown) => console.error(error));
// The page's HTML was rendered at build time (src/prerender.tsx) and is on screen already. It is
// rendered over, not hydrated: it shows a Bangla visitor without a session, so a member's or an
// English reader's page would not match it. Loading the route's code first makes the swap one
// commit of the same layout rather than a spinner in between.
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
    document.documentElement.dataset.appReady = '';
  }, []);
  return children;
}

// A transition: rendering the whole page yields to the reader's taps and keys now and then
// instead of holding the main thread for one long task (TBT).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <TakeOver>
          <RouterProvider router={router} />
        </TakeOver>
      </AppProviders>
    </StrictMode>
  );
});
registerServiceWorker();
