import { Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../app/links';
import { BookCard } from '../books/BookCard';
import { HomeItems, HomeSection } from './HomeSection';
import { latestBooksQuery } from './queries';

/** The grid below: 2 columns on a phone, 3 from `sm`, 4 from `md`, in an `xl` container. */
const LATEST_COVER_SIZES =
  '(min-width: 82.5em) 310px, (min-width: 62em) 23vw, (min-width: 48em) 31vw, 48vw';

/** The catalogue's first 8 books, each with See Details, and See More Books to the full list. */
export function LatestBooks() {
  const { t } = useTranslation();
  const books = useQuery(latestBooksQuery());
  return (
    <HomeSection title={t('site:home.latest.title')}>
      <HomeItems pending={books.isPending} items={books.data} empty={t('site:home.latest.empty')}>
        {(list) => (
          // Two columns from the narrowest phone: one full-width cover per row made the phone page
          // 10,695 px tall (issue 16.8).
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
            {list.map((book) => (
              <BookCard
                key={book.uniqueId}
                book={book}
                action={t('site:home.latest.seeDetails')}
                sizes={LATEST_COVER_SIZES}
              />
            ))}
          </SimpleGrid>
        )}
      </HomeItems>
      <Group justify="center">
        <ButtonLink to="/allbooks" size="md">
          {t('site:home.latest.seeMore')}
        </ButtonLink>
      </Group>
    </HomeSection>
  );
}
