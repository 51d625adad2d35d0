import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** One screen: the add/edit form, the position filter and the cards (admin-content.md §2.14). */
export default {
  name: 'team',
  list: lazy(() => import('./TeamList')),
} satisfies ResourceProps;
