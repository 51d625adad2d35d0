import { lazyResource } from '../../components/lazyResource';

export default lazyResource('notices', {
  list: () => import('./NoticeList'),
  create: () => import('./NoticeCreate'),
  edit: () => import('./NoticeEdit'),
});
