import { lazyResource } from '../../components/lazyResource';

export default lazyResource('gallery', {
  list: () => import('./GalleryList'),
  create: () => import('./GalleryCreate'),
  edit: () => import('./GalleryEdit'),
});
