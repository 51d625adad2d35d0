import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export default {
  name: 'books',
  list: lazy(() => import('./BookList')),
  create: lazy(() => import('./BookCreate')),
  edit: lazy(() => import('./BookEdit')),
} satisfies ResourceProps;
