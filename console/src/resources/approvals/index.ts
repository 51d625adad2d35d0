import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export default {
  name: 'approvals',
  list: lazy(() => import('./ApprovalList')),
} satisfies ResourceProps;
