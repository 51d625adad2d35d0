import type { components } from '@pathagar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from '../../app/api';

export type RankSettings = components['schemas']['RankSettings'];
export type RankedReader = components['schemas']['RankedReader'];

/** How many readers /ranking lists (the contract's largest page); Home shows the top 3. */
export const RANKING_LIMIT = 100;
export const HOME_RANKING_LIMIT = 3;

/**
 * The moment the ranking period starts: `filterValue` `filterUnit`s before `now`, or undefined
 * for 0 (all time). Calendar units step by calendar (a month back from 31 March is 3 March in
 * JavaScript's rollover, which is what the admin's "1 month" means closely enough).
 */
export function rankStartDate(settings: RankSettings, now: Date): string | undefined {
  const amount = Math.floor(settings.filterValue);
  if (!(amount > 0)) return undefined;
  const start = new Date(now.getTime());
  switch (settings.filterUnit) {
    case 'days':
      start.setUTCDate(start.getUTCDate() - amount);
      break;
    case 'weeks':
      start.setUTCDate(start.getUTCDate() - amount * 7);
      break;
    case 'months':
      start.setUTCMonth(start.getUTCMonth() - amount);
      break;
    case 'years':
      start.setUTCFullYear(start.getUTCFullYear() - amount);
      break;
  }
  return start.toISOString();
}

/**
 * The ranking as the spec's rule gives it (§4 "Ranking list"): read the settings; a hidden list
 * is empty; otherwise ask for the top readers since the start date the settings give.
 */
export function topReadersQuery(limit: number) {
  return queryOptions({
    queryKey: ['ranking', 'top-readers', limit],
    queryFn: async ({ signal }): Promise<RankedReader[]> => {
      const settings = dataOf(await api.GET('/SingUpAdmin/rank-settings', { signal }));
      if (settings.hideRankList) return [];
      const startDate = rankStartDate(settings, new Date());
      const page = dataOf(
        await api.GET('/SingUpAdmin/top-readers', {
          params: { query: { limit, ...(startDate ? { startDate } : {}) } },
          signal,
        })
      );
      return page.readers;
    },
  });
}

/** What the podium and the table are given: their readers, and the whole ranking (for ties). */
export interface RankingPart {
  readers: readonly RankedReader[];
  all?: readonly RankedReader[];
}
