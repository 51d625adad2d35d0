import type { components } from '@pathagar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { dataOf } from '../../app/api';
import { memberKey } from '../profile/queries';

export type ReadBook = components['schemas']['ReadBook'];

/** The books the member finished (confirmed returns), newest first. */
export function readBooksQuery(userId: number) {
  return queryOptions({
    queryKey: [...memberKey(userId), 'readBooks'],
    queryFn: async () => {
      const data = dataOf(await api.GET('/Singup/readBooks', { params: { query: { userId } } }));
      return Array.isArray(data.readBooks) ? data.readBooks : [];
    },
  });
}
