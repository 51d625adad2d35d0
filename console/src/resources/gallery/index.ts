import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export default {
  name: 'gallery',
  list: lazy(() => import('./GalleryList')),
  create: lazy(() => import('./GalleryCreate')),
  edit: lazy(() => import('./GalleryEdit')),
} satisfies ResourceProps;
