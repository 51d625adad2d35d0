import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { bookCategoryLabel } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { ButtonLink } from '../../app/links';
import { responsiveImage } from '@pathagar/sdk';
import { bookAuthor, bookTitle, type Book } from './book-text';
import classes from './BookCard.module.css';

interface BookCardProps {
  book: Book;
  /** The link's visible text ("See more" on All Books, "See Details" on Home). */
  action: string;
  /** Heading level of the title within the page's outline. */
  headingOrder?: 2 | 3;
  /**
   * The page's largest picture on arrival (All Books' first card): fetched at once and first,
   * not lazily, since the page's LCP waits for it.
   */
  priority?: boolean;
  /** How wide the grid lays the card out (`sizes`), so the browser fetches a cover that fits. */
  sizes: string;
}

/**
 * A book in a grid: cover, title, author, category and a link to its page. Memoised: a list's
 * page re-renders when its query starts or ends a fetch (aria-busy), and the query keeps the same
 * book objects when the answer did not change, so the cards need not render again.
 */
export const BookCard = memo(function BookCard({
  book,
  action,
  headingOrder = 3,
  priority = false,
  sizes,
}: BookCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = bookTitle(book, language);
  return (
    <Paper withBorder p="sm" radius="md" className={classes.card}>
      <img
        {...responsiveImage(book.imgUrl, sizes)}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        width={300}
        height={400}
        className={classes.cover}
      />
      <Stack gap={4} mt="sm" className={classes.body}>
        <Title order={headingOrder} fz="md" lineClamp={2}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {bookAuthor(book, language)}
        </Text>
        <Badge variant="light" size="sm" maw="100%">
          {bookCategoryLabel(t, book.booktype)}
        </Badge>
      </Stack>
      <ButtonLink
        to="/specificbooks/$id"
        params={{ id: String(book.uniqueId) }}
        variant="light"
        fullWidth
        mt="sm"
        aria-label={t('site:books.card.linkLabel', { action, title })}
      >
        {action}
      </ButtonLink>
    </Paper>
  );
});
