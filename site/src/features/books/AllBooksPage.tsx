import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { emptySearchText, formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PageLoader } from '../../shell/PageLoader';
import { BookCard } from './BookCard';
import { BookFilters } from './BookFilters';
import { booksPageQuery } from './queries';
import type { AllBooksSearch } from './search-params';

/** The grid's columns: 1, then 2 from `xs`, 3 from `sm`, 4 from `md`, 5 from `lg`. */
const COVER_SIZES =
  '(min-width: 75em) 220px, (min-width: 62em) 23vw, (min-width: 48em) 31vw, (min-width: 36em) 47vw, 100vw';

const route = getRouteApi('/allbooks');

/**
 * Nothing found. With a query, say which one and suggest the other script: a member who typed
 * Latin letters may find the book spelt in Bangla, and the other way round.
 */
function EmptyResults({ q }: { q?: string }) {
  const { t } = useTranslation();
  const query = q?.trim();
  const text = query ? emptySearchText(t, query) : undefined;
  return (
    <Stack gap={4} align="center" py="xl" role="status">
      <Text ta="center" c="dimmed">
        {text ? text.title : t('site:books.all.empty')}
      </Text>
      {text && (
        <Text ta="center" c="dimmed" size="sm">
          {text.hint}
        </Text>
      )}
    </Stack>
  );
}

export function AllBooksPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The previous page stays on screen while the next one loads, so paging does not flash.
  const books = useQuery({
    ...booksPageQuery(search, language),
    placeholderData: keepPreviousData,
  });

  const update = (next: Partial<AllBooksSearch>, typing: boolean) =>
    navigate({
      // A new filter starts again from the first page.
      search: (previous) => ({ ...previous, ...next, page: undefined }),
      replace: typing,
    });
  const goToPage = (page: number) =>
    navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) });

  const page = books.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;

  let content;
  if (books.isPending) {
    content = <PageLoader />;
  } else if (books.isError && !page) {
    content = (
      <Alert color="red" title={t('site:books.all.error')}>
        <Button variant="light" color="red" mt="xs" onClick={() => void books.refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );
  } else if (!page || page.items.length === 0) {
    content = <EmptyResults q={search.q} />;
  } else {
    content = (
      <Stack gap="md">
        <Text c="dimmed" size="sm" role="status">
          {/* Past 1,000 the server stops counting: say "1,000+", never a made-up number. */}
          {t(page.totalCapped ? 'site:books.all.resultsCapped' : 'site:books.all.results', {
            count: page.total,
            total: formatNumber(page.total, language),
          })}
        </Text>
        <SimpleGrid
          cols={{ base: 1, xs: 2, sm: 3, md: 4, lg: 5 }}
          spacing="md"
          aria-busy={books.isFetching}
        >
          {page.items.map((book, index) => (
            <BookCard
              key={book.uniqueId}
              book={book}
              action={t('site:books.all.seeMore')}
              headingOrder={2}
              priority={index === 0}
              sizes={COVER_SIZES}
            />
          ))}
        </SimpleGrid>
        {pages > 1 && (
          <Group justify="center" component="nav" aria-label={t('site:books.all.pagination')}>
            <Pagination
              total={pages}
              value={Math.min(search.page ?? 1, pages)}
              onChange={goToPage}
              getItemProps={(number) => ({
                children: formatNumber(number, language, { useGrouping: false }),
                'aria-label': t('site:books.all.page', {
                  number: formatNumber(number, language, { useGrouping: false }),
                }),
              })}
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': t('site:books.all.previousPage') }
                  : control === 'next'
                    ? { 'aria-label': t('site:books.all.nextPage') }
                    : {}
              }
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Container size="xl" py="xl" id="allbook">
      <Stack gap="lg">
        <Title order={1}>{t('site:books.all.title')}</Title>
        <BookFilters search={search} onChange={update} />
        {content}
      </Stack>
    </Container>
  );
}
