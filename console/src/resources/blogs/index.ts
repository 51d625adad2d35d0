import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export default {
  name: 'blogs',
  list: lazy(() => import('./BlogList')),
  create: lazy(() => import('./BlogCreate')),
  edit: lazy(() => import('./BlogEdit')),
} satisfies ResourceProps;
