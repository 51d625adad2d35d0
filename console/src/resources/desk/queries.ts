import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskRow } from '@pathagar/sdk/schema';
import { api } from '../../app/api';

/**
 * The desk's server state, straight over the SDK's /ext/desk operations: paged rows with member
 * and book joined on the server (no whole-catalogue fetch). Kept beside the screens so the
 * provider layout (dataProvider) is not involved.
 */
export type DeskView = 'requests' | 'borrowed' | 'returns';
export type LoanStateFilter = 'waiting_pickup' | 'with_member' | 'return_requested' | 'overdue';

export interface DeskFilters {
  q?: string;
  state?: LoanStateFilter;
  from?: string;
  to?: string;
  page?: number;
}

export const deskKey = (view: DeskView, filters: DeskFilters) => ['desk', view, filters] as const;

export function useDeskPage(view: DeskView, filters: DeskFilters) {
  return useQuery({
    queryKey: deskKey(view, filters),
    queryFn: async () =>
      (
        await api.GET('/ext/desk', {
          params: { query: { view, limit: 25, ...filters, q: filters.q || undefined } },
        })
      ).data!,
  });
}

export interface ApprovalDraft {
  rentId: string;
  serialNumber?: string;
  returnDayNumber?: number;
}

/** One call for one or many approvals; the server answers per row. */
export function useApprove() {
  return useMutation({
    mutationFn: async (items: ApprovalDraft[]) =>
      (await api.POST('/ext/desk/approvals', { body: { items } })).data!,
  });
}

export function useReject() {
  return useMutation({
    mutationFn: async (row: DeskRow) =>
      (
        await api.PUT('/SingUpAdmin/updateRequestStatus', {
          body: { rentId: row.rentId, userId: row.userId, bookId: row.bookId, status: 'rejected' },
        })
      ).data!,
  });
}

export function useHandover() {
  return useMutation({
    mutationFn: async (input: { rentId: string; action: 'handed_over' | 'taken_back' }) =>
      (await api.POST('/ext/desk/handovers', { body: input })).data!.row,
  });
}

export function useMemberDesk(uniqueId: number) {
  return useQuery({
    queryKey: ['desk', 'member', uniqueId],
    queryFn: async () =>
      (await api.GET('/ext/members/{uniqueId}/desk', { params: { path: { uniqueId } } })).data!,
  });
}

export function useBookDay() {
  return useQuery({
    queryKey: ['desk', 'book-day'],
    queryFn: async () => (await api.GET('/ext/desk/book-day')).data!,
  });
}

/** After a decision the lists are stale, but the screen keeps its rows until the admin moves on. */
export function useRefreshDesk() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['desk'] });
}

/** "Request a return": the server records the day and refuses a second mail within 24 hours. */
export function useRequestReturn() {
  return useMutation({
    mutationFn: async (row: DeskRow) =>
      (
        await api.POST('/SingUpAdmin/deleteRequest', {
          body: { userId: row.userId, bookId: row.bookId, rentId: row.rentId },
        })
      ).data!,
  });
}

/** Received Books: the copy came back (Confirm), or it did not (Not Received). */
export function useReturnDecision() {
  return useMutation({
    mutationFn: async ({ row, received }: { row: DeskRow; received: boolean }) => {
      const key = { userId: row.userId, bookId: row.bookId, rentId: row.rentId };
      if (received) await api.PUT('/SingUpAdmin/returnData', { body: key });
      else await api.PUT('/SingUpAdmin/updateStatus', { body: { ...key, status: 'Received' } });
    },
  });
}
