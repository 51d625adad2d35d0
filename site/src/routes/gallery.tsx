import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '../features/gallery/GalleryPage';
import { galleryQuery } from '../features/gallery/queries';

export const Route = createFileRoute('/gallery')({
  // Not awaited: the page's title and placeholders show at once instead of a blank page while
  // the pictures' list loads (issue 16.12).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(galleryQuery());
  },
  component: GalleryPage,
});
