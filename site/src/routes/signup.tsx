import { createFileRoute, redirect } from '@tanstack/react-router';
import { session } from '../app/session';
import { SignupPage } from '../features/auth/SignupPage';

export const Route = createFileRoute('/signup')({
  // A member who is logged in has an account already (issue 16.11).
  beforeLoad: () => {
    if (session.get().isMember) throw redirect({ to: '/profile', replace: true });
  },
  component: SignupPage,
});
