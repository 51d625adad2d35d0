import { createFileRoute } from '@tanstack/react-router';
import { RANKING_LIMIT, topReadersQuery } from '../features/ranking/queries';
import { RankingPage } from '../features/ranking/RankingPage';

export const Route = createFileRoute('/ranking')({
  // Not awaited: the page shows its own "Loading…" text while the two calls run.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(topReadersQuery(RANKING_LIMIT));
  },
  component: RankingPage,
});
