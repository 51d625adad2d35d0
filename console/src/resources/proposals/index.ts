import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export default {
  name: 'proposals',
  list: lazy(() => import('./ProposalList')),
} satisfies ResourceProps;
