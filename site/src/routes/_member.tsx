import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { api } from '../app/api';
import { session } from '../app/session';
import { dataOf } from '../app/api';

/**
 * The member routes (/profile, /editprofile/{userId}, /membership, /history) exist only for a
 * logged-in member (spec §2). A visitor who follows such a link is sent to log in instead of
 * meeting a 404; the server still checks the token on every call.
 */
export const Route = createFileRoute('/_member')({
  beforeLoad: async ({ location }) => {
    const { isMember, userId, username } = session.get();
    if (!isMember) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    // Login stores the userId; if that step failed (or an old tab logged in), look it up now so
    // the member pages can load. A rejected token ends the session through the API client.
    if (!userId && username) {
      try {
        const data = dataOf(
          await api.GET('/Singup/Profile', { params: { query: { email: username } } })
        );
        if (data[0]) session.setUserId(String(data[0].uniqueId));
      } catch {
        // The pages show their own "could not load" state.
      }
    }
  },
  component: Outlet,
});
