import { createFileRoute } from '@tanstack/react-router';
import { SingleBookPage } from '../features/books/SingleBookPage';
import { bookQuery, isBookId, readCountQuery } from '../features/books/queries';

export const Route = createFileRoute('/specificbooks/$id')({
  loader: ({ context, params }) => {
    if (isBookId(params.id)) void context.queryClient.prefetchQuery(readCountQuery(params.id));
    return context.queryClient.ensureQueryData(bookQuery(params.id)).catch(() => undefined);
  },
  component: SingleBookPage,
});
