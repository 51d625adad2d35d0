import i18next, { type i18n as I18n, type Module, type Newable } from 'i18next';
import { applyDocumentLanguage } from './document-language';
import {
  browserStorage,
  readStoredLanguage,
  storeLanguage,
  type StorageLike,
} from './language-storage';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from './languages';
import { DEFAULT_NAMESPACE, FALLBACK_NAMESPACES, NAMESPACES } from './namespaces';
import { resources } from './resources';

export interface CreateI18nOptions {
  /** Start in this language instead of the stored one (tests, a `?lang=` link). */
  language?: Language;
  /**
   * Where the choice is read from and saved to; defaults to `globalThis.localStorage` when there
   * is one. Pass null to neither read nor persist (SSR, tests that must not touch storage).
   */
  storage?: StorageLike | null;
  /** i18next plugins to register before init (the React entry passes `initReactI18next`). */
  plugins?: readonly (Module | Newable<Module>)[];
}

/**
 * A fresh i18next instance, ready on return: the resources are bundled, so nothing is loaded and
 * `t()` works on the first render. A separate instance (not the i18next singleton) per call keeps
 * tests, and the two apps if ever mounted together, from changing each other's language.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const language = options.language ?? readStoredLanguage(storage);

  const instance = i18next.createInstance();
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  void instance.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: [...FALLBACK_NAMESPACES],
    initAsync: false,
    // React escapes what it renders; escaping here too would show &amp; in the page.
    interpolation: { escapeValue: false },
    returnNull: false,
  });

  applyDocumentLanguage(toLanguage(instance.resolvedLanguage));
  // Registered after init so that starting up never writes to storage: only a real switch does.
  instance.on('languageChanged', (lng) => {
    const next = toLanguage(lng);
    storeLanguage(storage, next);
    applyDocumentLanguage(next);
  });
  return instance;
}
