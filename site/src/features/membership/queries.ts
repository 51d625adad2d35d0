import type { components } from '@pathagar/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { dataOf } from '../../app/api';
import { memberKey } from '../profile/queries';

export type MembershipApplication = components['schemas']['MembershipApplication'];

/** The member's application waiting for approval ([] or one item). */
export function pendingMembershipQuery(userId: number) {
  return queryOptions({
    queryKey: [...memberKey(userId), 'membership', 'pending'],
    queryFn: async () =>
      dataOf(await api.GET('/Singup/requestmembershipSignle', { params: { query: { userId } } })),
  });
}

/** The member's active membership ([] or one item with its start date). */
export function activeMembershipQuery(userId: number) {
  return queryOptions({
    queryKey: [...memberKey(userId), 'membership', 'active'],
    queryFn: async () =>
      dataOf(await api.GET('/Singup/requestmemberactiveSignle', { params: { query: { userId } } })),
  });
}

export function useApplyForMembership(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (application: MembershipApplication) =>
      dataOf(await api.POST('/Singup/membership', { body: application })),
    // Pending and active are the server's to say (spec §4: form → pending → active). Not
    // awaited: the refetch swaps the form for "pending", and the form's own onSuccess (the
    // "Membership Successful" message) runs only while the form is still mounted.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...memberKey(userId), 'membership'] });
    },
  });
}
