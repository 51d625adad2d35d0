import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export default {
  name: 'requests',
  list: lazy(() => import('../desk/RequestDesk')),
} satisfies ResourceProps;
