import { formDataSerializer, type components, type paths } from '@pathagar/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { dataOf } from '../../app/api';

export type RentRecord = components['schemas']['RentRecord'];
export type ProfileUpdate =
  paths['/Singup/update/{userId}']['put']['requestBody']['content']['multipart/form-data'];

/** Every member query starts with ['member', userId] so one invalidation refreshes them all. */
export const memberKey = (userId: number) => ['member', userId] as const;

/** A list of the member's, fetched by `fetch`; an answer that carries no list reads as empty. */
function memberListQuery<T>(userId: number, name: string, fetch: () => Promise<T[] | undefined>) {
  return queryOptions({
    queryKey: [...memberKey(userId), name],
    queryFn: async () => {
      const list = await fetch();
      return Array.isArray(list) ? list : [];
    },
  });
}

export function profileQuery(userId: number) {
  return queryOptions({
    queryKey: [...memberKey(userId), 'profile'],
    queryFn: async () => {
      const data = dataOf(
        await api.GET('/Singup/viewProfile', { params: { query: { id: userId } } })
      );
      return data[0] ?? null;
    },
  });
}

/** Edit Profile fills its form from GET /Singup/getUser/{userId} (spec §7). */
export function editableProfileQuery(userId: number) {
  return queryOptions({
    queryKey: [...memberKey(userId), 'editable'],
    queryFn: async () =>
      dataOf(await api.GET('/Singup/getUser/{userId}', { params: { path: { userId } } })),
  });
}

/** "Rented Books": approved, Received and Returned loans. */
export const loansQuery = (userId: number) =>
  memberListQuery(userId, 'loans', async () => {
    const query = { userId };
    return dataOf(await api.GET('/SingUpAdmin/checkApprovedPendingRequest', { params: { query } }))
      .pendingRequest;
  });

/** "Request For Books": requests still waiting for the librarian. */
export const requestsQuery = (userId: number) =>
  memberListQuery(userId, 'requests', async () => {
    const query = { userId, status: 'pending' as const };
    return dataOf(
      await api.GET('/SingUpAdmin/checkUserSinglePendingRequest', { params: { query } })
    ).pendingRequest;
  });

/** Confirmed returns, for the two read counts. */
export const readRecordsQuery = (userId: number) =>
  memberListQuery(userId, 'readRecords', async () => {
    const query = { userId };
    return dataOf(await api.GET('/Singup/checkTotalReadBookUser', { params: { query } })).readBooks;
  });

export type LoanAction = 'receive' | 'return' | 'cancelReturn';

/** Spec §4: Returned → Cancel Return; exactly approved → Recived; anything else → Return. */
export function loanActionFor(record: Pick<RentRecord, 'status'>): LoanAction {
  if (record.status === 'Returned') return 'cancelReturn';
  if (record.status === 'approved') return 'receive';
  return 'return';
}

async function callLoanAction(action: LoanAction, record: RentRecord) {
  const ids = { bookId: record.bookId, userId: record.userId, rentId: record.rentId };
  switch (action) {
    case 'receive':
      return dataOf(
        await api.PUT('/Singup/recivedBook', {
          body: { ...ids, returnDayNumber: record.returnDayNumber ?? null },
        })
      );
    case 'return':
      return dataOf(await api.PUT('/Singup/returnBook', { body: ids }));
    case 'cancelReturn':
      return dataOf(await api.PUT('/Singup/cancelReturn', { body: ids }));
  }
}

async function runLoanAction(action: LoanAction, record: RentRecord): Promise<RentRecord> {
  const result = await callLoanAction(action, record);
  // Spec §4: a change is applied only when the answer carries the updated record.
  if (!result.book) throw new Error('The server did not return the updated loan.');
  return result.book;
}

/**
 * A row action. The row changes only when the server confirms with the updated record (spec §4:
 * "applied only if the server response contains a book"); the caller shows the toasts.
 */
export function useLoanAction(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, record }: { action: LoanAction; record: RentRecord }) =>
      runLoanAction(action, record),
    onSuccess: (book) => {
      queryClient.setQueryData(loansQuery(userId).queryKey, (loans) =>
        loans?.map((loan) => (loan.rentId === book.rentId ? book : loan))
      );
    },
  });
}

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdate) => {
      const data = dataOf(
        await api.PUT('/Singup/update/{userId}', {
          params: { path: { userId } },
          body,
          bodySerializer: formDataSerializer,
        })
      );
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKey(userId) }),
  });
}
