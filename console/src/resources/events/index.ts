import { lazyResource } from '../../components/lazyResource';

/** Events are edited inline in the list (admin-content.md §4), so there is no edit screen. */
export default lazyResource('events', {
  list: () => import('./EventList'),
  create: () => import('./EventCreate'),
});
