import type { components } from '@pathagar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from '../../app/api';

export type Notice = components['schemas']['Notice'];
type Book = components['schemas']['Book'];

/** Home shows the catalogue's first 8 books (spec §9). */
export const HOME_BOOK_COUNT = 8;

export function noticesQuery() {
  return queryOptions({
    queryKey: ['home', 'notices'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/SingUpAdmin/allNotice', { signal })),
  });
}

/** The three counters in one small call, instead of downloading whole lists to count them. */
export function statsQuery() {
  return queryOptions({
    queryKey: ['home', 'stats'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/ext/stats', { signal })),
  });
}

/**
 * The catalogue's first books in its own order (newest first, as GET /Singup/Allbooks lists
 * them), one small page instead of the whole catalogue.
 */
export function latestBooksQuery() {
  return queryOptions({
    queryKey: ['home', 'latest-books'],
    queryFn: async ({ signal }) =>
      dataOf(
        await api.GET('/ext/books', {
          params: { query: { page: 1, limit: HOME_BOOK_COUNT, sort: 'newest' } },
          signal,
        })
      ).items,
  });
}

/** The most-read books: their ids first, then the books themselves, in that order. */
export function popularBooksQuery() {
  return queryOptions({
    queryKey: ['home', 'popular-books'],
    queryFn: async ({ signal }): Promise<Book[]> => {
      const { sortedBooks } = dataOf(await api.GET('/SingUpAdmin/checkMostReadBook', { signal }));
      if (sortedBooks.length === 0) return [];
      const ids = sortedBooks.map((entry) => entry.bookId).join(',');
      return dataOf(
        await api.GET('/SingUpAdmin/mostPopularBook', { params: { query: { ids } }, signal })
      );
    },
  });
}
