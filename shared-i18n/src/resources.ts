import type { Language } from './languages';
import type { FALLBACK_NAMESPACES, NAMESPACES, Namespace } from './namespaces';
import bnCommon from './locales/bn/common.json';
import bnErrors from './locales/bn/errors.json';
import bnLabels from './locales/bn/labels.json';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enLabels from './locales/en/labels.json';

/**
 * Every text, bundled: the apps are small enough that lazy-loading would only add a loading
 * state before the first paint, and bundling lets `createI18n` initialise synchronously.
 */
export const resources = {
  bn: { common: bnCommon, errors: bnErrors, labels: bnLabels },
  en: { common: enCommon, errors: enErrors, labels: enLabels },
} as const satisfies Record<Language, Record<Namespace, object>>;

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
    resources: (typeof resources)['en'];
  }
}
