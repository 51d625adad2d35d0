import './app/fonts/fonts.css';
import { whenReady } from '@pathagar/shared-i18n';
import { createReactI18n } from '@pathagar/shared-i18n/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './shell/pwa/register';

const i18n = createReactI18n();
const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });

// A reader who chose English gets its texts before the first paint, not a flash of Bangla.
await whenReady(i18n).catch((error: unknown) => console.error(error));
// The page's HTML was rendered at build time (src/prerender.tsx) and is on screen already. It is
// rendered over, not hydrated: it shows a Bangla visitor without a session, so a member's or an
// English reader's page would not match it. Loading the route's code first makes the swap one
// commit of the same layout rather than a spinner in between.
await router.load().catch((error: unknown) => console.error(error));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
registerServiceWorker();
