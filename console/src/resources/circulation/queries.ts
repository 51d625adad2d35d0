import { dataOf, type components } from '@pathagar/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export type CirculationSettings = components['schemas']['CirculationSettings'];
export type BookHold = components['schemas']['BookHold'];
export type ReminderSent = components['schemas']['ReminderSent'];

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['circulation', 'settings'],
    queryFn: async () => dataOf(await api.GET('/ext/circulation-settings')),
  });

export const waitlistsQuery = () =>
  queryOptions({
    queryKey: ['circulation', 'waitlists'],
    queryFn: async () => dataOf(await api.GET('/ext/waitlists')).holds,
  });

export const remindersQuery = (page: number) =>
  queryOptions({
    queryKey: ['circulation', 'reminders', page],
    queryFn: async () =>
      dataOf(await api.GET('/ext/reminders', { params: { query: { page, limit: 25 } } })),
  });

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CirculationSettings) =>
      dataOf(await api.PUT('/ext/circulation-settings', { body: settings })),
    onSuccess: (saved) => client.setQueryData(settingsQuery().queryKey, saved),
  });
}

export function useRemoveHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (holdId: string) =>
      dataOf(await api.DELETE('/ext/holds/{holdId}', { params: { path: { holdId } } })),
    onSettled: () => client.invalidateQueries({ queryKey: ['circulation'] }),
  });
}
