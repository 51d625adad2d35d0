import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';

export const Route = createFileRoute('/reset-password/$email/$token')({
  staticData: { chrome: 'noFooter' },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { email, token } = Route.useParams();
  return <ResetPasswordPage email={email} token={token} />;
}
