import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Add User here; Console II adds the Users list to this resource. */
export default {
  name: 'users',
  create: lazy(() => import('./UserCreate')),
} satisfies ResourceProps;
