import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, dataOf } from '../../../app/api';
import type { Book } from '../book-text';
import { bookKeys } from '../queries';

export type BorrowOutcome = 'requested' | 'noMembership';

/**
 * "Take the book to read.": checks the member has an active membership (none → the caller
 * sends them to /membership), then asks for the book, then re-checks the status so the page
 * shows "Your request is being processed." The mutation stays pending until that re-check is
 * done.
 *
 * `take()` also ignores a press while one is in flight or after it was sent: a double-click fires
 * both clicks before React re-renders the disabled button (the mutation's state reaches React a
 * tick later), so the disabled state alone let two requests through (issue 16.3).
 */
export function useRequestBook(book: Book, member: { userId: string; username: string | null }) {
  const queryClient = useQueryClient();
  const statusKey = bookKeys.borrowStatus(member.userId, book.uniqueId);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async (): Promise<BorrowOutcome> => {
      const userId = Number(member.userId);
      const active = dataOf(
        await api.GET('/Singup/requestmemberactiveSignle', { params: { query: { userId } } })
      );
      if (active.length === 0) return 'noMembership';
      await api.POST('/Singup/rentBooks', {
        body: {
          UserId: userId,
          bookId: book.uniqueId,
          date: new Date().toISOString(),
          status: 'pending',
          username: member.username ?? undefined,
          bookname: book.bookname,
        },
      });
      return 'requested';
    },
    // A failure can also mean the state moved on elsewhere (already requested in another tab):
    // re-checking either way keeps the page truthful.
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });

  const take = (callbacks: Parameters<typeof mutation.mutate>[1]) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(undefined, {
      ...callbacks,
      // After a sent request the lock stays: the re-checked status replaces the button, and a
      // second click that lands before that render must not ask again.
      onSuccess: (outcome, ...rest) => {
        if (outcome !== 'requested') inFlight.current = false;
        return callbacks?.onSuccess?.(outcome, ...rest);
      },
      onError: (...args) => {
        inFlight.current = false;
        return callbacks?.onError?.(...args);
      },
    });
  };
  return { take, isPending: mutation.isPending };
}
