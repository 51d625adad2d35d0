import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

/**
 * A scanned copy. Its key sits under the desk's, so every desk action's refresh (useRefreshDesk)
 * reloads it too.
 */
export function useCopy(serial: string) {
  return useQuery({
    queryKey: ['desk', 'copy', serial],
    queryFn: async () => {
      const res = await api.GET('/ext/copies/{serial}', { params: { path: { serial } } });
      return res.data!;
    },
  });
}

export function useLabels(books: string, serials: string | null) {
  return useQuery({
    queryKey: ['labels', books, serials],
    queryFn: async () =>
      (
        await api.GET('/ext/labels', {
          params: { query: { books, ...(serials ? { serials } : {}) } },
        })
      ).data!,
  });
}
