import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export default {
  name: 'donations',
  list: lazy(() => import('./DonationList')),
} satisfies ResourceProps;
