import type { components } from '@pathagar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { dataOf } from '../../app/api';

export type UserProfile = components['schemas']['UserProfile'];

const USER_ID = /^[1-9][0-9]{4}$/;

/** User uniqueIds are 5 digits (contract UserUniqueId); anything else names no member. */
export function parseUserId(id: string): number | null {
  return USER_ID.test(id) ? Number(id) : null;
}

/** Keyed by token too: the same card may be refused to one session and shown to another. */
export const userCardQuery = (userId: number, token: string) =>
  queryOptions({
    queryKey: ['user-card', userId, token],
    queryFn: async () =>
      dataOf(await api.GET('/Singup/getUser/{userId}', { params: { path: { userId } } })),
  });
