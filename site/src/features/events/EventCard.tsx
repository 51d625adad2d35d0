import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatTime } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { WholeImage } from '../../app/WholeImage';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { ExpandableText } from '../../app/ExpandableText';
import { Countdown } from './Countdown';
import { EVENT_PREVIEW_CHARS, firstChars, type TimedEvent } from './event-time';

export function EventCard({ event, moment, now }: TimedEvent & { now: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const en = language === 'en';
  const name = en ? event.eventnameEnglish : event.eventname;
  const organizer = en ? event.organizerEnglish : event.organizer;
  const description = en ? event.descriptionEnglish : event.description;
  const preview = firstChars(description, EVENT_PREVIEW_CHARS);

  return (
    <Card component="article" withBorder radius="md" padding="md" aria-label={name}>
      <Card.Section>
        {/* Posters carry their text to the edges: shown whole, never cropped (issue 16.6). */}
        <WholeImage
          src={event.imgUrl}
          width={800}
          height={450}
          ratio="16 / 9"
          sizes="(min-width: 75em) 380px, (min-width: 48em) 50vw, 100vw"
        />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Title order={2} size="h3">
          {name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('site:events.organizer', { name: organizer })}
        </Text>
        <ExpandableText
          text={description}
          preview={preview}
          more={t('site:events.showMore')}
          less={t('site:events.showLess')}
        />
        <Group gap="lg">
          <Group gap={6}>
            <IconCalendar size={18} aria-label={t('site:events.date')} role="img" />
            <Text size="sm">{formatDate(event.eventDate, language) || event.eventDate}</Text>
          </Group>
          <Group gap={6}>
            <IconClock size={18} aria-label={t('site:events.time')} role="img" />
            <Text size="sm">{formatTime(event.eventTime, language) || event.eventTime}</Text>
          </Group>
        </Group>
        <Countdown moment={moment} now={now} name={name} />
      </Stack>
    </Card>
  );
}
