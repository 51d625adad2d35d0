import { phoneticKey } from './phonetic';

/** The columns a book's text is searched by; see migration 0002_search and search.ts. */
export interface BookSearchKeys {
  title_key_bn: string;
  title_key_en: string;
  author_key: string;
}

/**
 * The phonetic keys of a book's titles and authors, stored beside them whenever a book is
 * written (add, edit, seed): the key function is TypeScript, so the database cannot derive them.
 */
export function searchKeysOf(book: {
  bookname: string;
  bookname_en: string;
  authorname: string;
  authorname_en: string;
}): BookSearchKeys {
  return {
    title_key_bn: phoneticKey(book.bookname),
    title_key_en: phoneticKey(book.bookname_en),
    author_key: [phoneticKey(book.authorname), phoneticKey(book.authorname_en)]
      .filter(Boolean)
      .join(' '),
  };
}
