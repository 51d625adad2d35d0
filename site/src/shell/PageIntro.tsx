import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';

/** The pages that open with a title and a line under it, from their `title` and `intro` keys. */
type IntroTexts = 'site:blogs' | 'site:team' | 'site:donation' | 'site:contact' | 'site:faq';

/** A page's first-level heading and its dimmed introduction. */
export function PageIntro({ texts, centered }: { texts: IntroTexts; centered?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} ta={centered ? 'center' : undefined}>
      <Title order={1}>{t(`${texts}.title`)}</Title>
      <Text c="dimmed">{t(`${texts}.intro`)}</Text>
    </Stack>
  );
}
