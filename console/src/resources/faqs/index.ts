import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Manage FAQs: the add form and the list on one screen (admin-content.md §2.15). */
export default {
  name: 'faqs',
  list: lazy(() => import('./FaqList')),
} satisfies ResourceProps;
