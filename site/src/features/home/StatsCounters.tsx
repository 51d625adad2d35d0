import { SimpleGrid, Text } from '@mantine/core';
import { formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../shell/PageLoader';
import classes from './Home.module.css';
import { HomeSection } from './HomeSection';
import { statsQuery } from './queries';
import { useCountUp } from './use-count-up';

function Counter({ value, label }: { value: number; label: string }) {
  const { language } = useLanguage();
  const shown = useCountUp(value);
  return (
    <div className={classes.stat}>
      <Text className={classes.statValue}>{formatNumber(shown, language)}</Text>
      <Text c="dimmed" fw={500}>
        {label}
      </Text>
    </div>
  );
}

/** Registered readers, books and events, each counting up from 0 over 2 s. */
export function StatsCounters() {
  const { t } = useTranslation();
  const stats = useQuery(statsQuery());
  // A failed fetch is only logged (spec §8): the counters then stay at 0.
  const figures = stats.data ?? { users: 0, books: 0, events: 0 };
  return (
    <HomeSection title={t('site:home.stats.title')} tinted>
      {stats.isPending ? (
        <PageLoader />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Counter value={figures.users} label={t('site:home.stats.users')} />
          <Counter value={figures.books} label={t('site:home.stats.books')} />
          <Counter value={figures.events} label={t('site:home.stats.events')} />
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
