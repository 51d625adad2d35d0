import i18next, { type i18n as I18n, type Module, type Newable } from 'i18next';
import { applyDocumentLanguage } from './document-language';
import {
  browserStorage,
  readStoredLanguage,
  storeLanguage,
  type StorageLike,
} from './language-storage';
import { lazyLanguageBackend } from './load-language';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from './languages';
import { localDigitsFormatter } from './local-digits-formatter';
import bn from './locales/bn/index';
import { DEFAULT_NAMESPACE, FALLBACK_NAMESPACES, NAMESPACES, type Namespace } from './namespaces';

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
  /**
   * Texts available from the start. Defaults to Bangla only; any other language is loaded when
   * first used. Tests pass `resources` (both languages) to switch without waiting.
   */
  bundled?: Partial<Record<Language, Record<Namespace, object>>>;
}

/**
 * A fresh i18next instance. A separate instance (not the i18next singleton) per call keeps tests,
 * and the two apps if ever mounted together, from changing each other's language.
 *
 * Bundled languages are ready on return, so `t()` works on the first render. A language that is
 * not bundled (English, by default) is fetched first: await `i18n.changeLanguage(lng)`, or
 * `whenReady(i18n)` after starting in it, before rendering texts.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const language = options.language ?? readStoredLanguage(storage);
  const bundled = options.bundled ?? { bn };

  const instance = i18next.createInstance();
  instance.use(lazyLanguageBackend);
  instance.use(localDigitsFormatter());
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  void instance.init({
    resources: bundled,
    // Use the bundled texts as they are and fetch only languages that were not bundled.
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: [...FALLBACK_NAMESPACES],
    initAsync: false,
    interpolation: {
      // React escapes what it renders; escaping here too would show &amp; in the page.
      escapeValue: false,
      // Every {{value}} goes through the formatter: numbers read ১২৩ in Bangla, 123 in English.
      alwaysFormat: true,
    },
    returnNull: false,
  });

  applyDocumentLanguage(language);
  // Registered after init so that starting up never writes to storage: only a real switch does.
  instance.on('languageChanged', (lng) => {
    const next = toLanguage(lng);
    storeLanguage(storage, next);
    applyDocumentLanguage(next);
  });
  return instance;
}

/** Resolves once the texts of the instance's language are loaded (at once when bundled). */
export function whenReady(instance: I18n): Promise<void> {
  const language = toLanguage(instance.language);
  return new Promise((resolve, reject) => {
    instance.loadLanguages(language, (error) => (error ? reject(error) : resolve()));
  });
}
