import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The admin's view of one user, also mounted at the legacy /viewadminprofile/:id (App.tsx). */
export const UserProfilePage = lazy(() => import('./UserProfile'));

/** Users (list, one profile) and Add User. */
export default {
  name: 'users',
  list: lazy(() => import('./UserList')),
  show: UserProfilePage,
  create: lazy(() => import('./UserCreate')),
} satisfies ResourceProps;
