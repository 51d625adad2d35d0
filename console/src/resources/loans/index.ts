import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export default {
  name: 'loans',
  list: lazy(() => import('../desk/BorrowedDesk')),
} satisfies ResourceProps;
