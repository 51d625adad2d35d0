/** The two languages of every text; the codes are BCP 47 and go straight into `<html lang>`. */
export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Bangla is the club's language: anything we cannot recognise falls back to it. */
export const DEFAULT_LANGUAGE: Language = 'bn';

export function isLanguage(value: unknown): value is Language {
  return value === 'bn' || value === 'en';
}

/**
 * Maps whatever i18next reports (`en`, `en-US`, `cimode`, undefined) onto our two languages, so
 * callers never see a code we have no texts for.
 */
export function toLanguage(value: string | null | undefined): Language {
  return value === 'en' || value?.startsWith('en-') ? 'en' : DEFAULT_LANGUAGE;
}
