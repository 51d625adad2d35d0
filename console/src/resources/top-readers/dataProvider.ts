import { dataOf, type ApiClient } from '@pathagar/sdk';
import { startOfClubDay } from '@pathagar/shared-i18n';
import type { Filter } from '../../providers/listing';
import { resourceProvider } from '../../providers/resourceProvider';
import { readerRecord } from '../rank/dataProvider';

/** Top readers per page (admin-operations.md §9). */
export const TOP_READERS_PER_PAGE = 15;

/** Paged on the server, 15 a page; the filter's startDate is a club day, sent as its start. */
export const topReadersProvider = (api: ApiClient) =>
  resourceProvider({
    getList: async ({ pagination, filter }) => {
      const startDate = startOfClubDay(String((filter as Filter).startDate ?? ''));
      const data = dataOf(
        await api.GET('/SingUpAdmin/top-readers', {
          params: {
            query: {
              page: pagination?.page ?? 1,
              limit: TOP_READERS_PER_PAGE,
              ...(startDate ? { startDate } : {}),
            },
          },
        })
      );
      return { data: data.readers.map(readerRecord), total: data.total };
    },
  });
