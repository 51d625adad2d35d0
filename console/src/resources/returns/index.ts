import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export default {
  name: 'returns',
  list: lazy(() => import('../desk/ReturnsDesk')),
} satisfies ResourceProps;
