import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { LoadFailedAlert } from '../../app/LoadFailed';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../shell/PageLoader';
import { EventCard } from './EventCard';
import { orderEvents } from './event-time';
import { eventsQuery, type ClubEvent } from './queries';
import { useNow } from './use-now';

/** Past events stay listed under the "no upcoming events" text: they are the club's record. */
function EventList({ events, now }: { events: readonly ClubEvent[]; now: number }) {
  const { t } = useTranslation();
  const ordered = orderEvents(events, now);
  const upcoming = ordered.some(({ moment }) => moment.ok && moment.at > now);
  return (
    <>
      {!upcoming && <Text c="dimmed">{t('site:events.empty')}</Text>}
      {ordered.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {ordered.map((item) => (
            <EventCard key={item.event._id} {...item} now={now} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

export function EventsPage() {
  const { t } = useTranslation();
  const events = useQuery(eventsQuery());
  const now = useNow();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('site:events.title')}</Title>
        {events.isPending ? (
          <PageLoader label={t('site:events.loading')} />
        ) : events.isError ? (
          <LoadFailedAlert
            title={t('site:events.loadFailed')}
            onRetry={() => void events.refetch()}
          />
        ) : (
          <EventList events={events.data} now={now} />
        )}
      </Stack>
    </Container>
  );
}
