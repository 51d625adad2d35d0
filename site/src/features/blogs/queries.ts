import type { components } from '@pathagar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { dataOf } from '../../app/api';

export type Blog = components['schemas']['Blog'];

export const blogsQuery = () =>
  queryOptions({
    queryKey: ['blogs'],
    queryFn: async () => dataOf(await api.GET('/SingUpAdmin/getblogs')),
  });
