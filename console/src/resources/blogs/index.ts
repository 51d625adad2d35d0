import { lazyResource } from '../../components/lazyResource';

export default lazyResource('blogs', {
  list: () => import('./BlogList'),
  create: () => import('./BlogCreate'),
  edit: () => import('./BlogEdit'),
});
