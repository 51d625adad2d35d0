import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
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
          <GallerySkeleton label={t('site:gallery.loading')} />
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center">
            {t('site:gallery.empty')}
          </Text>
        ) : (
          items.map((item, i) => (
            <GalleryEntry key={item._id} item={item} flip={i % 2 === 1} priority={i === 0} />
          ))
        )}
      </Stack>
    </Container>
  );
}

/** Two entries' shapes while the list loads, announced once as loading. */
function GallerySkeleton({ label }: { label: string }) {
  return (
    <Stack gap={48} role="status" aria-label={label}>
      {[0, 1].map((entry) => (
        <SimpleGrid key={entry} cols={{ base: 1, md: 2 }} spacing="xl">
          <Skeleton radius="md" style={{ aspectRatio: '4 / 3' }} />
          <Stack gap="sm">
            <Skeleton h={28} w="60%" />
            <Skeleton h={14} />
            <Skeleton h={14} />
            <Skeleton h={14} w="80%" />
          </Stack>
        </SimpleGrid>
      ))}
    </Stack>
  );
}
