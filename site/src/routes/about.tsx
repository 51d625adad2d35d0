import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/faq/FaqPage';
import { faqsQuery } from '../features/faq/queries';

export const Route = createFileRoute('/about')({
  loader: ({ context }) => context.queryClient.ensureQueryData(faqsQuery()).catch(() => undefined),
  component: FaqPage,
});
