import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Our Mission: one text, added or updated on one screen (admin-content.md §2.16). */
export default {
  name: 'mission',
  list: lazy(() => import('./MissionPage')),
} satisfies ResourceProps;
