import { createFileRoute } from '@tanstack/react-router';
import { teamQuery } from '../features/team/queries';
import { TeamPage } from '../features/team/TeamPage';

export const Route = createFileRoute('/ourteam')({
  loader: ({ context }) => context.queryClient.ensureQueryData(teamQuery()).catch(() => undefined),
  component: TeamPage,
});
