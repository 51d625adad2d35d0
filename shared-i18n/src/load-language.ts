import type { BackendModule, ReadCallback } from 'i18next';
import { isLanguage, type Language } from './languages';
import type { Namespace } from './namespaces';

type Bundle = Record<Namespace, object>;

/**
 * Where each language's texts come from when they were not bundled. A dynamic import becomes a
 * chunk of its own in a Vite build, fetched the first time a reader switches (or comes back with
 * English stored), and cached by the browser from then on.
 */
const loaders: Record<Language, () => Promise<{ default: Bundle }>> = {
  bn: () => import('./locales/bn/index'),
  en: () => import('./locales/en/index'),
};

/** An i18next backend over `loaders`: one import per language, shared by every namespace. */
export const lazyLanguageBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    loaders[language]().then(
      (bundle) => callback(null, (bundle.default as Record<string, object>)[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null)
    );
  },
};
