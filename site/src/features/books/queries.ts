import { isApiError } from '@pathagar/sdk';
import type { Language } from '@pathagar/shared-i18n';
import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from '../../app/api';
import type { Book } from './book-text';
import type { AllBooksSearch } from './search-params';

/** Books per page of the All Books grid. */
export const BOOKS_PAGE_SIZE = 20;

const BOOK_ID = /^[1-9][0-9]{5}$/;

/** Book uniqueIds are 6 digits; anything else in the address cannot be a book. */
export function isBookId(id: string): boolean {
  return BOOK_ID.test(id);
}

export const bookKeys = {
  all: ['books'] as const,
  page: (query: object) => ['books', 'page', query] as const,
  one: (id: string) => ['books', 'one', id] as const,
  readCount: (id: string) => ['books', 'read-count', id] as const,
  borrowStatus: (userId: string, bookId: number) =>
    ['books', 'borrow-status', userId, bookId] as const,
};

/**
 * One page of the catalogue from the server-side search (GET /ext/books), so the page stays fast
 * however many books the club owns. `q` matches titles and authors in both scripts whatever the
 * page's language (romanised Bangla too); the server orders by relevance with `q`, newest
 * first without.
 */
export function booksPageQuery(search: AllBooksSearch, lang: Language) {
  const query = {
    q: search.q?.trim() || undefined,
    category: search.category,
    lang,
    page: search.page ?? 1,
    limit: BOOKS_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: bookKeys.page(query),
    queryFn: async ({ signal }) =>
      dataOf(await api.GET('/ext/books', { params: { query }, signal })),
  });
}

/** The book, or null when there is none with this id (404, or an id that cannot be one). */
export function bookQuery(id: string) {
  return queryOptions({
    queryKey: bookKeys.one(id),
    queryFn: async ({ signal }): Promise<Book | null> => {
      if (!isBookId(id)) return null;
      try {
        const books = dataOf(
          await api.GET('/Singup/SpecificBook', { params: { query: { id: Number(id) } }, signal })
        );
        return books[0] ?? null;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** How many times the book has been read (confirmed returns). */
export function readCountQuery(id: string) {
  return queryOptions({
    queryKey: bookKeys.readCount(id),
    queryFn: async ({ signal }) =>
      dataOf(
        await api.GET('/Singup/readedSingleBook', { params: { query: { id: Number(id) } }, signal })
      ).total,
    enabled: isBookId(id),
  });
}

/** The member's open request or loan of this book (status and dates); null when there is none. */
export function borrowStatusQuery(userId: string, bookId: number) {
  return queryOptions({
    queryKey: bookKeys.borrowStatus(userId, bookId),
    queryFn: async ({ signal }) => {
      const data = dataOf(
        await api.GET('/Singup/checkPendingRequest', {
          params: { query: { UserId: Number(userId), bookId } },
          signal,
        })
      );
      return 'pendingRequest' in data ? data.pendingRequest : null;
    },
    // A status changes only by this member's own request or an admin; a minute-old answer
    // could show "Take the book" for a book already asked for.
    staleTime: 0,
  });
}
