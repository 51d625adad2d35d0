import { Group, Paper, Text } from '@mantine/core';
import { formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { remaining, type EventMoment } from './event-time';

interface CountdownProps {
  moment: EventMoment;
  now: number;
  name: string;
}

/**
 * Days, hours, minutes and seconds until the event, "Event Close" once it has started, or the
 * reason its time cannot be read. role="timer" is not announced on every tick (implicit
 * aria-live off), which is what a screen reader user wants from a clock changing each second.
 */
export function Countdown({ moment, now, name }: CountdownProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  if (!moment.ok) {
    return (
      <Text c="red" fw={500}>
        {t(`site:events.${moment.problem}`)}
      </Text>
    );
  }
  const left = remaining(moment.at, now);
  if (!left) {
    return (
      <Text c="dimmed" fw={600}>
        {t('site:events.closed')}
      </Text>
    );
  }
  const units = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  return (
    <Group gap="xs" role="timer" aria-label={t('site:events.countdown.label', { name })}>
      {units.map(([unit, value]) => (
        <Paper key={unit} withBorder px="sm" py={4} ta="center" miw={64}>
          <Text fw={700} fz="lg" data-unit={unit}>
            {formatNumber(value, language, { minimumIntegerDigits: 2, useGrouping: false })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(`site:events.countdown.${unit}`)}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
