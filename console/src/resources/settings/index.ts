import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Setting: Reset Book Data and Reset Donation Data (admin-operations.md §2 Settings). */
export default {
  name: 'settings',
  list: lazy(() => import('./SettingsPage')),
} satisfies ResourceProps;
