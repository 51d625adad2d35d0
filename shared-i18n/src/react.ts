/**
 * The React side. The apps import from here, never from react-i18next, so the version and the
 * wiring stay in one place.
 */
import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createI18n, type CreateI18nOptions } from './create-i18n';
import { toLanguage, type Language } from './languages';

export { I18nextProvider, Trans, useTranslation } from 'react-i18next';

/** `createI18n` with react-i18next registered, for `<I18nextProvider i18n={…}>`. */
export function createReactI18n(options: CreateI18nOptions = {}): I18n {
  return createI18n({ ...options, plugins: [initReactI18next, ...(options.plugins ?? [])] });
}

export interface UseLanguage {
  language: Language;
  /** Switches every text, saves the choice (legacy `English`/`Bangla`) and sets `<html lang>`. */
  setLanguage: (language: Language) => Promise<void>;
}

/** The current language, re-rendering on a switch, and the switch itself (the header toggle). */
export function useLanguage(): UseLanguage {
  const { i18n } = useTranslation();
  const setLanguage = useCallback(
    async (language: Language) => {
      await i18n.changeLanguage(language);
    },
    [i18n]
  );
  return { language: toLanguage(i18n.resolvedLanguage ?? i18n.language), setLanguage };
}
