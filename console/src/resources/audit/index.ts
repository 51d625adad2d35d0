import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The audit log of admin writes (issue 19 point 4). */
export default {
  name: 'audit',
  list: lazy(() => import('./AuditPage')),
} satisfies ResourceProps;
