import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The admin dashboard (admin-operations.md §2 Admin Dashboard): one call, every figure. */
export default {
  name: 'dashboard',
  list: lazy(() => import('./DashboardPage')),
} satisfies ResourceProps;
