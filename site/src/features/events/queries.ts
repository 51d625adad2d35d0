import type { components } from '@pathagar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { dataOf } from '../../app/api';

export type ClubEvent = components['schemas']['Event'];

export const eventsQuery = () =>
  queryOptions({
    queryKey: ['events'],
    queryFn: async () => dataOf(await api.GET('/SingUpAdmin/allEvent')),
  });
