import { createFileRoute } from '@tanstack/react-router';
import { documentLanguage } from '../features/books/book-text';
import { AllBooksPage } from '../features/books/AllBooksPage';
import { booksPageQuery } from '../features/books/queries';
import { validateAllBooksSearch } from '../features/books/search-params';

export const Route = createFileRoute('/allbooks')({
  validateSearch: validateAllBooksSearch,
  // No loaderDeps on purpose: deps that change with every search make a new route match, which
  // shows the route's spinner and remounts the page, losing the filter being typed. Without
  // them the first visit waits for its page here, and later searches are the page's own
  // queries (the previous results stay on screen meanwhile).
  loader: ({ context, location }) =>
    context.queryClient
      .ensureQueryData(booksPageQuery(validateAllBooksSearch(location.search), documentLanguage()))
      .catch(() => undefined),
  component: AllBooksPage,
});
