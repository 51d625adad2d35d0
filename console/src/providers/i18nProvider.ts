import type { I18n } from '@pathagar/shared-i18n';
import { LANGUAGES, toLanguage } from '@pathagar/shared-i18n';
import type { I18nProvider } from 'react-admin';

/**
 * Where a react-admin key lives in shared-i18n: its own UI messages (`ra.action.delete`) under
 * `console:ra.*`, resource names and field labels (`resources.books.name`) in the resource's
 * file (`console:books.name`). Anything else is looked up as it is (`console:app.title`).
 */
export function i18nKey(key: string): string {
  if (key.startsWith('ra.')) return `console:${key}`;
  if (key.startsWith('resources.')) return `console:${key.slice('resources.'.length)}`;
  return key;
}

/** Polyglot-style `%{x}` substitution, for the `_` default texts react-admin passes. */
function interpolate(text: string, options: Record<string, unknown>): string {
  return text.replace(/%\{(\w+)\}/g, (match, name: string) =>
    options[name] === undefined ? match : String(options[name])
  );
}

/**
 * react-admin's translate() over the shared-i18n instance, so its own buttons and messages and
 * our screens switch language together, and the choice is stored the way the site stores it.
 * A key with no text returns `options._` or the key itself: react-admin also passes texts that
 * are already translated (notifications), which must come out unchanged.
 */
export function createI18nProvider(i18n: I18n): I18nProvider {
  const t = i18n.t as unknown as (key: string, options?: object) => string;
  return {
    translate(key, options = {}) {
      const { smart_count, _: fallback, ...rest } = options as Record<string, unknown>;
      const params: Record<string, unknown> = { ...rest };
      if (typeof smart_count === 'number') {
        params.count = smart_count;
        params.smart_count = smart_count;
      }
      const full = i18nKey(key);
      if (i18n.exists(full, params)) return t(full, params);
      return typeof fallback === 'string' ? interpolate(fallback, params) : key;
    },
    changeLocale: async (locale) => {
      await i18n.changeLanguage(toLanguage(locale));
    },
    getLocale: () => toLanguage(i18n.language),
    getLocales: () =>
      LANGUAGES.map((locale) => ({
        locale,
        name: String(t(`common:language.${locale}`)),
      })),
  };
}
