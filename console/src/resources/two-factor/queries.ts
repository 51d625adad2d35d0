import type { components } from '@pathagar/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export type TwoFactorStatus = components['schemas']['TwoFactorStatus'];

/** The client throws on failures; a resolved call has its body. */
function body<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('The API answered without a body.');
  return result.data;
}

export const statusQuery = () =>
  queryOptions({
    queryKey: ['two-factor', 'status'],
    queryFn: async () => body(await api.GET('/ext/admin/two-factor')),
  });

/** A new secret and its otpauth URI; replaces one not yet confirmed, so a second press is harmless. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: async () => body(await api.POST('/ext/admin/two-factor')),
  });
}

export function useConfirmEnrolment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      body(await api.POST('/ext/admin/two-factor/confirm', { body: { code } })),
    onSettled: () => client.invalidateQueries({ queryKey: ['two-factor'] }),
  });
}
