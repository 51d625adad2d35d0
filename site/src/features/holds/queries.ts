import type { components } from '@pathagar/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../app/api';

export type Hold = components['schemas']['Hold'];
export type RenewalOption = components['schemas']['RenewalOption'];
export type ReminderPreferences = components['schemas']['ReminderPreferences'];

/** Every circulation query of the member starts with this key, so one invalidation refreshes all. */
const KEY = ['circulation'] as const;

export const myHoldsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'holds'],
    queryFn: async () => dataOf(await api.GET('/ext/holds')).holds,
  });

export const renewalsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'renewals'],
    queryFn: async () => dataOf(await api.GET('/ext/loans/renewals')).loans,
  });

export const preferencesQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'preferences'],
    queryFn: async () => dataOf(await api.GET('/ext/reminder-preferences')),
  });

function useRefreshing<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Loans and book pages depend on holds and renewals too.
    onSettled: () => client.invalidateQueries(),
  });
}

export const usePlaceHold = () =>
  useRefreshing(async (bookId: number) =>
    dataOf(await api.POST('/ext/holds', { body: { bookId } }))
  );

export const useCancelHold = () =>
  useRefreshing(async (holdId: string) =>
    dataOf(await api.DELETE('/ext/holds/{holdId}', { params: { path: { holdId } } }))
  );

export const useRenewLoan = () =>
  useRefreshing(async (rentId: string) =>
    dataOf(await api.POST('/ext/loans/renew', { body: { rentId } }))
  );

export const useSavePreferences = () =>
  useRefreshing(async (body: ReminderPreferences) =>
    dataOf(await api.PUT('/ext/reminder-preferences', { body }))
  );
