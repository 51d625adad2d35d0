import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { RANKING_LIMIT, topReadersQuery } from './queries';
import { ReaderPodium } from './ReaderPodium';
import { ReaderTable } from './ReaderTable';

export function RankingPage() {
  const { t } = useTranslation();
  const ranking = useQuery(topReadersQuery(RANKING_LIMIT));
  // A failed fetch is only logged (spec §8): the page then says nobody is ranked.
  const readers = ranking.data ?? [];

  let content;
  if (ranking.isPending) {
    content = (
      <Group justify="center" gap="xs" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('site:ranking.loading')}</Text>
      </Group>
    );
  } else if (readers.length === 0) {
    content = (
      <Text ta="center" c="dimmed" py="xl">
        {t('site:ranking.empty')}
      </Text>
    );
  } else {
    content = (
      <Stack gap="xl">
        <ReaderPodium readers={readers.slice(0, 3)} all={readers} />
        {readers.length > 3 && <ReaderTable readers={readers.slice(3)} all={readers} />}
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1} ta="center">
          {t('site:ranking.title')}
        </Title>
        {content}
      </Stack>
    </Container>
  );
}
