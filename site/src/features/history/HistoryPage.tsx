import { Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import type { Language } from '@pathagar/shared-i18n';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { WholeImage } from '../../app/WholeImage';
import { LoadFailedLine } from '../../app/LoadFailed';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../shell/PageLoader';
import { useMemberId } from '../profile/member-id';
import { readBooksQuery, type ReadBook } from './queries';

/** The book's name and author in the page's language (English fields when they exist). */
function bookText(book: ReadBook, language: Language) {
  const english = language === 'en';
  return {
    name: (english && book.booknameEnglish) || book.bookname,
    author: (english && book.authornameEnglish) || book.authorname,
  };
}

function ReadBookCard({ book }: { book: ReadBook }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { name, author } = bookText(book, language);
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Card.Section>
        {/* The whole cover at its own 3:4, not a 220 px-high slice of it (issue 16.6); the name is
            printed under it, so the picture itself adds nothing to read. */}
        <WholeImage
          src={book.imgUrl}
          width={240}
          height={320}
          ratio="3 / 4"
          sizes="(min-width: 48em) 240px, 50vw"
        />
      </Card.Section>
      <Text fw={600} mt="sm">
        {name}
      </Text>
      <Text size="sm" c="dimmed">
        {t('site:history.by', { author })}
      </Text>
      <Text size="xs" mt={4}>
        {t('site:history.readOn', { date: formatDate(book.date, language) })}
      </Text>
    </Card>
  );
}

/** /history, "Read Books": the books the member has read (spec §2). */
export function HistoryPage() {
  const { t } = useTranslation();
  const userId = useMemberId() ?? 0;
  const books = useQuery({ ...readBooksQuery(userId), enabled: userId > 0 });

  let body;
  if (userId > 0 && books.isPending) {
    body = <PageLoader />;
  } else if (books.isError || userId === 0) {
    body = (
      <LoadFailedLine text={t('site:history.loadFailed')} onRetry={() => void books.refetch()} />
    );
  } else if (!books.data?.length) {
    body = <Text c="dimmed">{t('site:history.empty')}</Text>;
  } else {
    body = (
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, sm: 3, md: 4 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {books.data.map((book) => (
          <ReadBookCard key={book.id} book={book} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t('site:history.title')}</Title>
      <Text c="dimmed" mb="lg">
        {t('site:history.intro')}
      </Text>
      {body}
    </Container>
  );
}
