import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../features/events/EventsPage';
import { eventsQuery } from '../features/events/queries';

export const Route = createFileRoute('/event')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(eventsQuery()).catch(() => undefined),
  component: EventsPage,
});
