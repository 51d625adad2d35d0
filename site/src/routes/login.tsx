import { createFileRoute, redirect } from '@tanstack/react-router';
import { session } from '../app/session';
import { isLocalPath } from '../features/auth/local-path';
import { LoginPage } from '../features/auth/LoginPage';

export const Route = createFileRoute('/login')({
  // Where to go after logging in, when a member route sent the visitor here. An unsafe value is
  // set to undefined, not left out: the raw search would otherwise still reach the page.
  validateSearch: (
    search: Record<string, unknown>
  ): { redirect?: string | undefined; expired?: boolean | undefined } => ({
    redirect: isLocalPath(search.redirect) ? search.redirect : undefined,
    // Set when the member's session ended: the page says so.
    expired: search.expired === true || search.expired === 'true' ? true : undefined,
  }),
  // A member who is logged in has nothing to do here (issue 16.11).
  beforeLoad: () => {
    if (session.get().isMember) throw redirect({ to: '/profile', replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: redirectTo, expired } = Route.useSearch();
  return <LoginPage redirectTo={redirectTo} sessionEnded={expired === true} />;
}
