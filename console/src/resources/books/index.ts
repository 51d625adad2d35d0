import { lazyResource } from '../../components/lazyResource';

export default lazyResource('books', {
  list: () => import('./BookList'),
  create: () => import('./BookCreate'),
  edit: () => import('./BookEdit'),
});
