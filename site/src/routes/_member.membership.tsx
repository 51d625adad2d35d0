import { createFileRoute } from '@tanstack/react-router';
import { session } from '../app/session';
import { MembershipPage } from '../features/membership/MembershipPage';
import { activeMembershipQuery, pendingMembershipQuery } from '../features/membership/queries';
import { profileQuery } from '../features/profile/queries';
import { parseMemberId } from '../features/profile/member-id';
import { isBookId } from '../features/books/queries';

export interface MembershipSearch {
  /** The book a member tried to take without a membership: explained, and linked back to. */
  book?: number | undefined;
}

export const Route = createFileRoute('/_member/membership')({
  validateSearch: (search: Record<string, unknown>): MembershipSearch => ({
    book: isBookId(String(search.book)) ? Number(search.book) : undefined,
  }),
  // Not awaited: the page's own spinner is the first of its four views.
  loader: ({ context }) => {
    const userId = parseMemberId(session.get().userId);
    if (userId === null) return;
    void context.queryClient.prefetchQuery(pendingMembershipQuery(userId));
    void context.queryClient.prefetchQuery(activeMembershipQuery(userId));
    // The form is filled in from the profile.
    void context.queryClient.prefetchQuery(profileQuery(userId));
  },
  component: MembershipPage,
});
