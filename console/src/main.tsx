import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import { whenReady } from '@pathagar/shared-i18n';
import { createReactI18n } from '@pathagar/shared-i18n/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { api } from './app/api';

const i18n = createReactI18n();

// An admin who chose English gets its texts (a separate chunk) before the first paint.
void whenReady(i18n).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App api={api} i18n={i18n} />
    </StrictMode>
  );
});
