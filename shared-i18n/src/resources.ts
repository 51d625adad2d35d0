import type { Language } from './languages';
import type { FALLBACK_NAMESPACES, NAMESPACES, Namespace } from './namespaces';
import bn from './locales/bn/index';
import en from './locales/en/index';

/**
 * Every text of both languages, for tests, Node and type checking. The apps never import this:
 * `createI18n` bundles only Bangla and loads English when it is chosen (`load-language.ts`), so
 * a Bangla reader does not download the English texts.
 */
export const resources = { bn, en } as const satisfies Record<Language, Record<Namespace, object>>;

export type LanguageResources = (typeof resources)['en'];

/**
 * Types `t()` keys from the English files (the tests keep bn's keys identical), so a typo such
 * as `t('errors:not_fuond')` fails to compile in both apps. `defaultNS` is typed as the whole
 * list, not just `common`, because i18next only accepts `ns:key` keys for namespaces in the `t`'s
 * list; its first entry is the runtime default, so unprefixed keys still mean `common`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof NAMESPACES;
    fallbackNS: (typeof FALLBACK_NAMESPACES)[number];
    resources: LanguageResources;
  }
}
