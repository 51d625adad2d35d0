import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
registerServiceWorker();
