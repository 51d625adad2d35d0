import { createFileRoute } from '@tanstack/react-router';
import { session } from '../app/session';
import { MembershipPage } from '../features/membership/MembershipPage';
import { activeMembershipQuery, pendingMembershipQuery } from '../features/membership/queries';
import { parseMemberId } from '../features/profile/member-id';

export const Route = createFileRoute('/_member/membership')({
  // Not awaited: the page's own spinner is the first of its four views.
  loader: ({ context }) => {
    const userId = parseMemberId(session.get().userId);
    if (userId === null) return;
    void context.queryClient.prefetchQuery(pendingMembershipQuery(userId));
    void context.queryClient.prefetchQuery(activeMembershipQuery(userId));
  },
  component: MembershipPage,
});
