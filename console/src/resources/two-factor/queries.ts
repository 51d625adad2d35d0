import { dataOf, type components } from '@pathagar/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export type TwoFactorStatus = components['schemas']['TwoFactorStatus'];

export const statusQuery = () =>
  queryOptions({
    queryKey: ['two-factor', 'status'],
    queryFn: async () => dataOf(await api.GET('/ext/admin/two-factor')),
  });

/** A new secret and its otpauth URI; replaces one not yet confirmed, so a second press is harmless. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: async () => dataOf(await api.POST('/ext/admin/two-factor')),
  });
}

export function useConfirmEnrolment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      dataOf(await api.POST('/ext/admin/two-factor/confirm', { body: { code } })),
    onSettled: () => client.invalidateQueries({ queryKey: ['two-factor'] }),
  });
}
