import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { ButtonLink } from '../app/links';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center">
        <Text fz={64} fw={700} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('site:shell.notFound.title')}</Title>
        <Text c="dimmed">{t('site:shell.notFound.text')}</Text>
        <ButtonLink to="/">{t('site:shell.notFound.home')}</ButtonLink>
      </Stack>
    </Container>
  );
}
