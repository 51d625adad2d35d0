import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export default {
  name: 'notices',
  list: lazy(() => import('./NoticeList')),
  create: lazy(() => import('./NoticeCreate')),
  edit: lazy(() => import('./NoticeEdit')),
} satisfies ResourceProps;
