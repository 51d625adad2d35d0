import { createElement, lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';

const RankUpdate = lazy(() => import('./RankUpdate'));

/** Rank List: View Rank at /rank, Update Rank at /rank/update (admin-operations.md §2). */
export default {
  name: 'rank',
  list: lazy(() => import('./RankView')),
  children: createElement(Route, { path: 'update', element: createElement(RankUpdate) }),
} satisfies ResourceProps;
