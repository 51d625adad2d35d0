import type { Language } from './languages';

/**
 * Keeps `<html lang>` in step with the texts (WCAG 3.1.1): screen readers pick their voice from
 * it and browsers their hyphenation and fonts. A no-op where there is no document (SSR, tests).
 */
export function applyDocumentLanguage(language: Language): void {
  const root = (globalThis as { document?: { documentElement?: { lang: string } } }).document
    ?.documentElement;
  if (root) root.lang = language;
}
