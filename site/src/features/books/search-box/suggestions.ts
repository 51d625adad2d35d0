import type { components } from '@pathagar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from '../../../app/api';

export type BookSuggestion = components['schemas']['BookSuggestion'];

/** Suggestions start at the second character (issue 18); the server refuses fewer. */
export const SUGGEST_MIN_CHARS = 2;
const SUGGESTIONS = 6;

/** The best few books for what has been typed so far (GET /ext/books/suggestions). */
export function suggestionsQuery(q: string) {
  return queryOptions({
    queryKey: ['books', 'suggestions', q] as const,
    queryFn: async ({ signal }) =>
      dataOf(
        await api.GET('/ext/books/suggestions', {
          params: { query: { q, limit: SUGGESTIONS } },
          signal,
        })
      ).items,
    staleTime: 60_000,
  });
}
