import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';

/** A page whose data did not load: what failed, as a red alert holding a retry. */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      <Button variant="light" color="red" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Alert>
  );
}

/** A section whose data did not load: the line that says so, and a retry under it. */
export function LoadFailedLine({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center">
      <Text role="alert">{text}</Text>
      <Button variant="light" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Stack>
  );
}
