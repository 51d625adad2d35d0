import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../app/api';
import type { Book } from './book-text';
import { bookKeys } from './queries';

export type BorrowOutcome = 'requested' | 'noMembership';

/**
 * "Take the book to read.": checks the member has an active membership (none → the caller
 * sends them to /membership), then asks for the book, then re-checks the status so the button
 * shows "Your request is being processed." The mutation stays pending until that re-check is
 * done, so the button cannot be pressed twice.
 */
export function useRequestBook(book: Book, member: { userId: string; username: string | null }) {
  const queryClient = useQueryClient();
  const statusKey = bookKeys.borrowStatus(member.userId, book.uniqueId);
  return useMutation({
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
    // re-checking either way keeps the button truthful.
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
