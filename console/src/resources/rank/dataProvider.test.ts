import { describe, expect, it } from 'vitest';
import { rankedReader, rankSettings } from './fixtures';
import { mockApi, server } from '../../test/server';
import { dp, jsonBodies, listParams } from '../../test/providerCalls';

const list = (page = 1, filter = {}) => listParams(filter, page, 15);

describe('rank', () => {
  it('lists the ranking with what filter produced it', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/ranklist', {
        readers: [rankedReader(), rankedReader({ userId: 10002, rank: '2nd', name: 'Nusrat' })],
        filterApplied: true,
        startDate: '2026-08-21T18:00:00.000Z',
        hidden: true,
      }),
      mockApi.get('/SingUpAdmin/rank-settings', rankSettings())
    );
    const result = await dp.getList('rank', list());
    expect(result.data.map((r) => [r.id, r.rank, r.name])).toEqual([
      [10001, '1st', 'Rahim Uddin'],
      [10002, '2nd', 'Nusrat'],
    ]);
    expect(result.total).toBe(2);
    expect(result.meta).toEqual({
      filterApplied: true,
      startDate: '2026-08-21T18:00:00.000Z',
      hidden: true,
      settings: rankSettings(),
    });
  });

  it('reads the settings as the record "settings" and saves them with POST', async () => {
    server.use(mockApi.get('/SingUpAdmin/rank-settings', rankSettings()));
    const posted = jsonBodies('post', '/SingUpAdmin/rank-settings', {
      message: 'Rank settings updated successfully',
      settings: rankSettings({ filterValue: 2, filterUnit: 'weeks', hideRankList: true }),
    });
    expect((await dp.getOne('rank', { id: 'settings' })).data).toEqual({
      ...rankSettings(),
      id: 'settings',
    });
    const saved = await dp.update('rank', {
      id: 'settings',
      data: { filterValue: 2, filterUnit: 'weeks', hideRankList: true, id: 'settings' },
      previousData: { ...rankSettings(), id: 'settings' },
    });
    // Only the contract's three fields: the body allows no other property.
    expect(posted).toEqual([{ filterValue: 2, filterUnit: 'weeks', hideRankList: true }]);
    expect(saved.data).toMatchObject({ id: 'settings', filterUnit: 'weeks' });
  });
});
