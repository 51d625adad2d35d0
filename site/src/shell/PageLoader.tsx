import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';

/** The spinner of a page or a section whose data is on its way. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-label={label ?? t('site:shell.loading')} />
    </Center>
  );
}
