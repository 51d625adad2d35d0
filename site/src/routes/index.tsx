import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage';
import {
  latestBooksQuery,
  noticesQuery,
  popularBooksQuery,
  statsQuery,
} from '../features/home/queries';
import { HOME_RANKING_LIMIT, topReadersQuery } from '../features/ranking/queries';

export const Route = createFileRoute('/')({
  // Started, not awaited: the page appears at once and each section shows its own spinner.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(noticesQuery());
    void queryClient.prefetchQuery(statsQuery());
    void queryClient.prefetchQuery(topReadersQuery(HOME_RANKING_LIMIT));
    void queryClient.prefetchQuery(popularBooksQuery());
    void queryClient.prefetchQuery(latestBooksQuery());
  },
  component: HomePage,
});
