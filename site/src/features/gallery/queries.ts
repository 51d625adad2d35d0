import type { components } from '@pathagar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { dataOf } from '../../app/api';

export type GalleryItem = components['schemas']['GalleryItem'];

/** Newest first. The server already sends them so; kept here since the page promises it. */
function newestFirst(items: GalleryItem[]): GalleryItem[] {
  const time = (item: GalleryItem) => Date.parse(item.date) || 0;
  return [...items].sort((a, b) => time(b) - time(a));
}

export const galleryQuery = () =>
  queryOptions({
    queryKey: ['gallery'],
    queryFn: async () => dataOf(await api.GET('/SingUpAdmin/allPhotoGallery')),
    select: newestFirst,
  });
