import { createFileRoute } from '@tanstack/react-router';
import { session } from '../app/session';
import { HistoryPage } from '../features/history/HistoryPage';
import { readBooksQuery } from '../features/history/queries';
import { parseMemberId } from '../features/profile/member-id';

export const Route = createFileRoute('/_member/history')({
  loader: ({ context }) => {
    const userId = parseMemberId(session.get().userId);
    if (userId === null) return;
    return context.queryClient.ensureQueryData(readBooksQuery(userId)).catch(() => undefined);
  },
  component: HistoryPage,
});
