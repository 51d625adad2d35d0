import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Top Readers Ranking: 15 a page, optionally since a start date (admin-operations.md §2). */
export default {
  name: 'top-readers',
  list: lazy(() => import('./TopReadersList')),
} satisfies ResourceProps;
