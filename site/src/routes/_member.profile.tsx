import { createFileRoute } from '@tanstack/react-router';
import { session } from '../app/session';
import { parseMemberId } from '../features/profile/member-id';
import { ProfilePage } from '../features/profile/ProfilePage';
import {
  loansQuery,
  profileQuery,
  readRecordsQuery,
  requestsQuery,
} from '../features/profile/queries';

export const Route = createFileRoute('/_member/profile')({
  // Independent panels: each shows its own spinner, so nothing here is awaited.
  loader: ({ context }) => {
    const userId = parseMemberId(session.get().userId);
    if (userId === null) return;
    const { queryClient } = context;
    void queryClient.prefetchQuery(profileQuery(userId));
    void queryClient.prefetchQuery(loansQuery(userId));
    void queryClient.prefetchQuery(requestsQuery(userId));
    void queryClient.prefetchQuery(readRecordsQuery(userId));
  },
  component: ProfilePage,
});
