import {
  BOOK_CATEGORIES,
  createI18n,
  formatNumber,
  resources,
  type BookCategory,
  type Language,
  type TFunction,
} from '@pathagar/shared-i18n';

export type { Language };
export const LANGUAGES: readonly Language[] = ['bn', 'en'];

const cache = new Map<Language, TFunction>();

/**
 * The apps' own texts (shared-i18n's locale files), so a journey written once checks the same
 * words a reader sees in either language: `texts('en')('site:gallery.title')`.
 */
export function texts(language: Language): TFunction {
  let t = cache.get(language);
  if (!t) {
    t = createI18n({ language, storage: null, bundled: resources }).t;
    cache.set(language, t);
  }
  return t;
}

/** A number as the page prints it (Bangla digits in Bangla). */
export const num = (value: number, language: Language) => formatNumber(value, language);

/** The other language: the one the header's switch offers. */
export const other = (language: Language): Language => (language === 'bn' ? 'en' : 'bn');

/** A book category (the stored value is the Bangla name) by its place in the closed set. */
export function category(index: number): BookCategory {
  const value = BOOK_CATEGORIES[index];
  if (!value) throw new Error(`There is no book category number ${index}.`);
  return value;
}
