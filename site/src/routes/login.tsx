import { createFileRoute } from '@tanstack/react-router';
import { isLocalPath } from '../features/auth/local-path';
import { LoginPage } from '../features/auth/LoginPage';

export const Route = createFileRoute('/login')({
  // Where to go after logging in, when a member route sent the visitor here. An unsafe value is
  // set to undefined, not left out: the raw search would otherwise still reach the page.
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: isLocalPath(search.redirect) ? search.redirect : undefined,
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirectTo={redirect} />;
}
