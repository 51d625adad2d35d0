import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';

/** What an unhandled error in a page shows (spec §2 "Unexpected errors"). */
export function CrashPage({ error }: Partial<ErrorComponentProps>) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center">
        <Title order={1}>{t('site:shell.crash.title')}</Title>
        <Text c="dimmed">{t('site:shell.crash.text')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('site:shell.crash.reload')}</Button>
          {/* A plain link: the router itself may be what failed. */}
          <Button component="a" href="/" variant="default">
            {t('site:shell.crash.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
