import type { ApiClient, paths, RankedReader, RankSettings } from '@pathagar/sdk';
import { startOfClubDay } from '@pathagar/shared-i18n';
import { notFound, type Filter, type ResourceMapping } from './listing';

/**
 * Dashboard (dashboard), Rank List (rank), Top Readers (top-readers), Settings (settings): their
 * rows of the data provider's table, and the custom methods (actions that are not
 * create/update/delete) the screens call through useConsoleDataProvider().
 */

type Json<P extends keyof paths> = paths[P]['get'] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

/** The one record of `dashboard`: every figure and the pending counts behind the menu dots. */
export const DASHBOARD_ID = 'figures';
/** The one record of `rank` that getOne/update address: the ranking settings. */
export const RANK_SETTINGS_ID = 'settings';
/** Top readers per page (admin-operations.md §9). */
export const TOP_READERS_PER_PAGE = 15;

export type DashboardFigures = Json<'/ext/dashboard'>;
export type DashboardRecord = DashboardFigures & { id: typeof DASHBOARD_ID };

/** Which of the dashboard's counts a menu entry's dot follows. */
export type PendingCount = Extract<keyof DashboardFigures, `pending${string}`>;

export type ReaderRecord = RankedReader & { id: number };
export type RankSettingsRecord = RankSettings & { id: typeof RANK_SETTINGS_ID };

/** What View Rank says about the ranking besides its rows (the list's `meta`). */
export interface RankListMeta {
  filterApplied: boolean;
  /** Start of the counted period, null for all time. */
  startDate: string | null;
  /** The public rank list is hidden (the admin still sees it). */
  hidden: boolean;
  /** The settings that produced it, to name the period ("the last 3 months"). */
  settings: RankSettings;
}

/** What a reset answers: how many records went, and the server's export of them. */
export interface ResetResult {
  deletedCount: number;
  exportFile: string;
}

const reader = (r: RankedReader): ReaderRecord => ({ ...r, id: r.userId });

export function createInsightsDesk(api: ApiClient) {
  const settings = async () => (await api.GET('/SingUpAdmin/rank-settings')).data!;

  return {
    resources: {
      dashboard: {
        getOne: async (id): Promise<DashboardRecord> => {
          if (String(id) !== DASHBOARD_ID) notFound();
          return { ...(await api.GET('/ext/dashboard')).data!, id: DASHBOARD_ID };
        },
      },

      // The list is View Rank's ranking; the one record is Update Rank's settings.
      rank: {
        getList: async () => {
          const [{ data }, current] = await Promise.all([
            api.GET('/SingUpAdmin/ranklist'),
            settings(),
          ]);
          const meta: RankListMeta = {
            filterApplied: data!.filterApplied,
            startDate: data!.startDate,
            hidden: data!.hidden,
            settings: current,
          };
          return { data: data!.readers.map(reader), total: data!.readers.length, meta };
        },
        getOne: async (id): Promise<RankSettingsRecord> => {
          if (String(id) !== RANK_SETTINGS_ID) notFound();
          return { ...(await settings()), id: RANK_SETTINGS_ID };
        },
        update: async (id, input: RankSettings): Promise<RankSettingsRecord> => {
          if (String(id) !== RANK_SETTINGS_ID) notFound();
          const body: RankSettings = {
            filterValue: input.filterValue,
            filterUnit: input.filterUnit,
            hideRankList: input.hideRankList,
          };
          const { data } = await api.POST('/SingUpAdmin/rank-settings', { body });
          return { ...data!.settings, id: RANK_SETTINGS_ID };
        },
      },

      // Paged on the server, 15 a page; the filter's startDate is a club day, sent as its start.
      'top-readers': {
        getList: async ({ pagination, filter }) => {
          const startDate = startOfClubDay(String((filter as Filter).startDate ?? ''));
          const { data } = await api.GET('/SingUpAdmin/top-readers', {
            params: {
              query: {
                page: pagination?.page ?? 1,
                limit: TOP_READERS_PER_PAGE,
                ...(startDate ? { startDate } : {}),
              },
            },
          });
          return { data: data!.readers.map(reader), total: data!.total };
        },
      },
    } satisfies Record<string, ResourceMapping>,

    methods: {
      /** Settings → Reset Book Data: every borrow record (the server exports them first). */
      resetBookData: async (): Promise<{ data: ResetResult }> => {
        const { data } = await api.DELETE('/SingUpAdmin/deleteAllBookInfo', {
          params: { query: { confirm: true } },
        });
        return { data: { deletedCount: data!.deletedCount, exportFile: data!.exportFile } };
      },
      /** Settings → Reset Donation Data: every accepted donation (exported first). */
      resetDonationData: async (): Promise<{ data: ResetResult }> => {
        const { data } = await api.DELETE('/SingUpAdmin/deletealldonaton', {
          params: { query: { confirm: true } },
        });
        return { data: { deletedCount: data!.deletedCount, exportFile: data!.exportFile } };
      },
    },
  };
}
