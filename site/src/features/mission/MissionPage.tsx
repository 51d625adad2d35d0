import { Blockquote, Container, Stack, Text, Title } from '@mantine/core';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { IconQuote } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { missionInLanguage } from './mission-text';
import { missionQuery } from './queries';

const SECTIONS = ['mission', 'collection', 'bookDay', 'competitions', 'courses'] as const;

export function MissionPage() {
  const { t } = useTranslation();
  // While it loads, or if it fails, the static text stands alone (nothing to wait for).
  const { language } = useLanguage();
  const stored = useQuery(missionQuery()).data;
  const adminMission = stored && missionInLanguage(stored, language, t('site:mission.title'));

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Title order={1}>{t('site:mission.title')}</Title>
        {adminMission && (
          <Blockquote
            component="section"
            aria-label={t('site:mission.fromClub')}
            icon={<IconQuote aria-hidden />}
            cite={t('site:mission.fromClub')}
          >
            <Text style={{ whiteSpace: 'pre-line' }}>{adminMission}</Text>
          </Blockquote>
        )}
        {SECTIONS.map((key) => (
          <Stack key={key} component="section" gap="xs">
            <Title order={2}>{t(`site:mission.sections.${key}.title`)}</Title>
            <Text>{t(`site:mission.sections.${key}.text`)}</Text>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
