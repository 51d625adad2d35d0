import { createFileRoute } from '@tanstack/react-router';
import { MissionPage } from '../features/mission/MissionPage';
import { missionQuery } from '../features/mission/queries';

export const Route = createFileRoute('/ourmission')({
  // Not awaited: the static text shows at once and the admin's text joins it when it arrives.
  loader: ({ context }) => void context.queryClient.prefetchQuery(missionQuery()),
  component: MissionPage,
});
