import { createFileRoute } from '@tanstack/react-router';
import { UserCardPage } from '../features/user-card/UserCardPage';

export const Route = createFileRoute('/userprofile/$id')({
  staticData: { chrome: 'bare' },
  component: UserCardPage,
});
