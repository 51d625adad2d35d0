import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Events are edited inline in the list (admin-content.md §4), so there is no edit screen. */
export default {
  name: 'events',
  list: lazy(() => import('./EventList')),
  create: lazy(() => import('./EventCreate')),
} satisfies ResourceProps;
