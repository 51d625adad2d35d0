import { dataOf, type ApiClient, type RankedReader, type RankSettings } from '@pathagar/sdk';
import { notFound, resourceProvider } from '../../providers/resourceProvider';

/** The one record of `rank` that getOne/update address: the ranking settings. */
export const RANK_SETTINGS_ID = 'settings';

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

/** Rank List and Top Readers both show readers, addressed by their userId. */
export const readerRecord = (r: RankedReader): ReaderRecord => ({ ...r, id: r.userId });

/** The list is View Rank's ranking; the one record is Update Rank's settings. */
export function rankProvider(api: ApiClient) {
  const settings = async () => dataOf(await api.GET('/SingUpAdmin/rank-settings'));

  return resourceProvider({
    getList: async () => {
      const [ranking, current] = await Promise.all([
        api.GET('/SingUpAdmin/ranklist').then(dataOf),
        settings(),
      ]);
      const meta: RankListMeta = {
        filterApplied: ranking.filterApplied,
        startDate: ranking.startDate,
        hidden: ranking.hidden,
        settings: current,
      };
      return { data: ranking.readers.map(readerRecord), total: ranking.readers.length, meta };
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
      const data = dataOf(await api.POST('/SingUpAdmin/rank-settings', { body }));
      return { ...data.settings, id: RANK_SETTINGS_ID };
    },
  });
}
