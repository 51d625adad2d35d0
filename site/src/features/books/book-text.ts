import type { components } from '@pathagar/sdk';
import { toLanguage, type Language } from '@pathagar/shared-i18n';

export type Book = components['schemas']['Book'];

/** The book's texts in the reader's language (spec §2: the English variants in English). */
export function bookTitle(book: Book, language: Language): string {
  return language === 'en' ? book.booknameEnglish || book.bookname : book.bookname;
}

export function bookAuthor(book: Book, language: Language): string {
  return language === 'en' ? book.authornameEnglish || book.authorname : book.authorname;
}

export function bookAbout(book: Book, language: Language): string {
  return language === 'en' ? book.aboutbookEnglish || book.aboutbook : book.aboutbook;
}

/**
 * Copies a member could take now. `availableCopies` (the copies on the shelf) is what the server
 * checks before lending; a legacy record without it falls back to the owned count `totalbooks`.
 */
export function copiesOnShelf(book: Book): number {
  const available: unknown = book.availableCopies;
  return typeof available === 'number' ? available : book.totalbooks;
}

/**
 * The page's language outside React (route loaders): i18n keeps `<html lang>` in step with the
 * reader's choice, so the loader warms the same cache entry the page then reads.
 */
export function documentLanguage(): Language {
  return toLanguage(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}
