import type { components } from '@pathagar/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export type CirculationSettings = components['schemas']['CirculationSettings'];
export type BookHold = components['schemas']['BookHold'];
export type ReminderSent = components['schemas']['ReminderSent'];

/** The client throws on failures; a resolved call has its body. */
function body<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('The API answered without a body.');
  return result.data;
}

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['circulation', 'settings'],
    queryFn: async () => body(await api.GET('/ext/circulation-settings')),
  });

export const waitlistsQuery = () =>
  queryOptions({
    queryKey: ['circulation', 'waitlists'],
    queryFn: async () => body(await api.GET('/ext/waitlists')).holds,
  });

export const remindersQuery = (page: number) =>
  queryOptions({
    queryKey: ['circulation', 'reminders', page],
    queryFn: async () =>
      body(await api.GET('/ext/reminders', { params: { query: { page, limit: 25 } } })),
  });

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CirculationSettings) =>
      body(await api.PUT('/ext/circulation-settings', { body: settings })),
    onSuccess: (saved) => client.setQueryData(settingsQuery().queryKey, saved),
  });
}

export function useRemoveHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (holdId: string) =>
      body(await api.DELETE('/ext/holds/{holdId}', { params: { path: { holdId } } })),
    onSettled: () => client.invalidateQueries({ queryKey: ['circulation'] }),
  });
}
