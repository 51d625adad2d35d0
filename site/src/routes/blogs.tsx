import { createFileRoute } from '@tanstack/react-router';
import { BlogsPage } from '../features/blogs/BlogsPage';
import { blogsQuery } from '../features/blogs/queries';

export const Route = createFileRoute('/blogs')({
  loader: ({ context }) => context.queryClient.ensureQueryData(blogsQuery()).catch(() => undefined),
  component: BlogsPage,
});
