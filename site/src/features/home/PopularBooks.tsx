import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../shell/PageLoader';
import { BookCard } from '../books/BookCard';
import { HomeSection } from './HomeSection';
import { popularBooksQuery } from './queries';

/** The grid below: two columns on a phone, three from `sm` (48em), in an `xl` container. */
const POPULAR_COVER_SIZES = '(min-width: 82.5em) 420px, (min-width: 48em) 31vw, 48vw';

/** The most-read books; silently left out when there are none (or the fetch failed). */
export function PopularBooks() {
  const { t } = useTranslation();
  const books = useQuery(popularBooksQuery());
  if (!books.isPending && !books.data?.length) return null;
  return (
    <HomeSection title={t('site:home.popular.title')} tinted>
      {books.isPending ? (
        <PageLoader />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
          {(books.data ?? []).map((book) => (
            <BookCard
              key={book.uniqueId}
              book={book}
              action={t('site:home.latest.seeDetails')}
              sizes={POPULAR_COVER_SIZES}
            />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
