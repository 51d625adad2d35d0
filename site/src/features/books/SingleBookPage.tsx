import { Alert, Badge, Button, Container, Grid, Image, Stack, Text, Title } from '@mantine/core';
import { bookCategoryLabel, formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ButtonLink } from '../../app/links';
import { PageLoader } from '../../shell/PageLoader';
import { bookAbout, bookAuthor, bookTitle, type Book } from './book-text';
import { WaitlistPanel } from '../holds/WaitlistPanel';
import { bookQuery, readCountQuery } from './queries';
import classes from './SingleBookPage.module.css';
import { BookStatus } from './status/BookStatus';
import { responsiveImage } from '@pathagar/sdk';

const route = getRouteApi('/specificbooks/$id');

export function SingleBookPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const book = useQuery(bookQuery(id));

  if (book.isPending) return <PageLoader />;
  if (book.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" title={t('site:books.single.error')}>
          <Button variant="light" color="red" mt="xs" onClick={() => void book.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  if (!book.data) return <BookNotFound />;
  return <BookDetails book={book.data} />;
}

function BookDetails({ book }: { book: Book }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = bookTitle(book, language);
  const reads = useQuery(readCountQuery(String(book.uniqueId)));

  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
          {/* Above the fold: loaded at once, but sized so the text does not jump. */}
          <Image
            {...responsiveImage(
              book.imgUrl,
              '(min-width: 62em) 360px, (min-width: 48em) 40vw, 100vw'
            )}
            alt={t('site:books.single.coverAlt', { title })}
            width={360}
            height={480}
            loading="eager"
            fetchPriority="high"
            className={classes.cover}
            radius="md"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
          <Stack gap="sm" align="flex-start">
            <Title order={1}>{title}</Title>
            <Text size="lg">
              {t('site:books.single.author', { author: bookAuthor(book, language) })}
            </Text>
            <Badge variant="light" size="lg">
              {t('site:books.single.category', {
                category: bookCategoryLabel(t, book.booktype),
              })}
            </Badge>
            {reads.data !== undefined && (
              <Text c="dimmed">
                {t('site:books.single.readCount', {
                  count: reads.data,
                  total: formatNumber(reads.data, language),
                })}
              </Text>
            )}
            <BookStatus book={book} />
            <WaitlistPanel book={book} />
            <Title order={2} size="h3" mt="md">
              {t('site:books.single.about')}
            </Title>
            <Text className={classes.about}>{bookAbout(book, language)}</Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function BookNotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center">
        <Title order={1}>{t('site:books.single.notFound.title')}</Title>
        <Text c="dimmed">{t('site:books.single.notFound.text')}</Text>
        <ButtonLink to="/allbooks">{t('site:books.single.notFound.back')}</ButtonLink>
      </Stack>
    </Container>
  );
}
