import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '../features/admin-login/AdminLoginPage';

export const Route = createFileRoute('/adminlogin')({
  staticData: { chrome: 'noFooter' },
  component: AdminLoginPage,
});
