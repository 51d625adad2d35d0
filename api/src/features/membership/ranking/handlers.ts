import { defineHandlers } from '../../../contract/types';
import { subtractClubPeriod } from '../../../club-time';
import { toRankedReader } from './mappers';
import * as repo from './repository';

const DEFAULT_PAGE_SIZE = 15;

export const rankingOperations = defineHandlers({
  getRankSettings: async ({ services }) => repo.readRankSettings(services.db),

  updateRankSettings: async ({ body, services }) => {
    const settings = {
      hideRankList: body.hideRankList,
      filterValue: body.filterValue,
      filterUnit: body.filterUnit,
    };
    await repo.saveRankSettings(services.db, settings, services.clock.now());
    return { message: 'Rank settings updated successfully', settings };
  },

  getRankList: async ({ services }) => {
    const { db, storage, clock } = services;
    const settings = await repo.readRankSettings(db);
    const since =
      settings.filterValue > 0
        ? subtractClubPeriod(clock.now(), settings.filterValue, settings.filterUnit)
        : null;
    const rows = await repo.rankedReaders(db, since);
    return {
      readers: rows.map((row) => toRankedReader(row, 'admin', storage)),
      filterApplied: since !== null,
      startDate: since ? since.toISOString() : null,
      hidden: settings.hideRankList,
    };
  },

  listTopReaders: async ({ query, caller, services }) => {
    const { db, storage } = services;
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const view = caller?.role === 'admin' ? 'admin' : 'public';
    const empty = { message: 'No readers found.' as const, readers: [], total: 0, page, limit };
    if (view === 'public' && (await repo.readRankSettings(db)).hideRankList) return empty;

    const since = query.startDate ? new Date(query.startDate) : null;
    const total = await repo.countRankedReaders(db, since);
    if (total === 0) return empty;
    const rows = await repo.rankedReaders(db, since, { limit, offset: (page - 1) * limit });
    return {
      message: 'Top readers retrieved successfully!' as const,
      readers: rows.map((row) => toRankedReader(row, view, storage)),
      total,
      page,
      limit,
    };
  },
});
