import type { components } from '@pathagar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { dataOf } from '../../app/api';

export type TeamMember = components['schemas']['TeamMember'];

export const teamQuery = () =>
  queryOptions({
    queryKey: ['team'],
    queryFn: async () => dataOf(await api.GET('/SingUpAdmin/allTeamMembers')).teamMembers,
  });
