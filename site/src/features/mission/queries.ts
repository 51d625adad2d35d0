import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { dataOf } from '../../app/api';

/** The admin-edited mission text, or null when none was saved (or it is blank). */
export const missionQuery = () =>
  queryOptions({
    queryKey: ['mission'],
    queryFn: async () => dataOf(await api.GET('/SingUpAdmin/mission')),
    select: (data) => data.mission?.trim() || null,
  });
