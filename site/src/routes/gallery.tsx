import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '../features/gallery/GalleryPage';
import { galleryQuery } from '../features/gallery/queries';

export const Route = createFileRoute('/gallery')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(galleryQuery()).catch(() => undefined),
  component: GalleryPage,
});
