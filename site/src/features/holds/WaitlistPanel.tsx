import { Button, Paper, Stack, Text } from '@mantine/core';
import { errorMessage, formatDate, formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session';
import { toast } from '../../app/toast';
import { copiesOnShelf, type Book } from '../books/book-text';
import { myHoldsQuery, useCancelHold, usePlaceHold } from './queries';

/**
 * Under the borrow button of a book with no copy on the shelf: "Join the waitlist", or the
 * member's place in line with the expected date, and "Leave the waitlist".
 */
export function WaitlistPanel({ book }: { book: Book }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useSession();
  const member = session.isMember && Boolean(session.userId);
  const holds = useQuery({ ...myHoldsQuery(), enabled: member });
  const place = usePlaceHold();
  const cancel = useCancelHold();
  const mine = holds.data?.find((h) => h.bookId === book.uniqueId);
  if (!member || (!mine && copiesOnShelf(book) > 0) || holds.isPending) return null;

  const onError = (error: unknown) => toast.show(errorMessage(t, error), 'red', 4000);
  if (!mine) {
    return (
      <Button
        variant="light"
        size="md"
        loading={place.isPending}
        disabled={place.isPending}
        onClick={() =>
          place.mutate(book.uniqueId, {
            onSuccess: () => toast.show(t('site:holds.joined'), 'green', 3000),
            onError,
          })
        }
      >
        {t('site:holds.join')}
      </Button>
    );
  }
  return (
    // A region named for what it shows, so a screen reader can find it (a labelled div is not).
    <Paper component="section" withBorder radius="md" p="sm" aria-label={t('site:holds.yourPlace')}>
      <Stack gap={6}>
        {mine.status === 'ready' ? (
          <Text fw={600}>
            {t('site:holds.ready', { until: formatDate(mine.readyUntil, language) })}
          </Text>
        ) : (
          <>
            <Text fw={600}>
              {t('site:holds.position', { position: formatNumber(mine.position, language) })}
            </Text>
            <Text size="sm">
              {mine.expectedDate
                ? t('site:holds.expected', { date: formatDate(mine.expectedDate, language) })
                : t('site:holds.noExpected')}
            </Text>
          </>
        )}
        <Button
          variant="subtle"
          color="red"
          size="sm"
          loading={cancel.isPending}
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(mine.holdId, {
              onSuccess: () => toast.show(t('site:holds.left'), 'green', 3000),
              onError,
            })
          }
        >
          {t('site:holds.leave')}
        </Button>
      </Stack>
    </Paper>
  );
}
