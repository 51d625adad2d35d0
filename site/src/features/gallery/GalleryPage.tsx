import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../shell/PageLoader';
import { GalleryEntry } from './GalleryEntry';
import { galleryQuery } from './queries';

export function GalleryPage() {
  const { t } = useTranslation();
  const gallery = useQuery(galleryQuery());
  // Spec §8: a failed fetch is only logged (React Query keeps the error) and the list stays empty.
  const items = gallery.data ?? [];

  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <Title order={1} ta="center">
          {t('site:gallery.title')}
        </Title>
        {gallery.isPending ? (
          <PageLoader label={t('site:gallery.loading')} />
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center">
            {t('site:gallery.empty')}
          </Text>
        ) : (
          items.map((item, i) => <GalleryEntry key={item._id} item={item} flip={i % 2 === 1} />)
        )}
      </Stack>
    </Container>
  );
}
