import { isApiError } from '@pathagar/sdk';
import { describe, expect, it } from 'vitest';
import { api } from '../app/api';
import { dashboardFigures } from '../resources/dashboard/fixtures';
import { rankedReader, rankSettings } from '../resources/rank/fixtures';
import { apiError, HttpResponse, mockApi, server } from '../test/server';
import { createDataProvider } from './dataProvider';

const dp = createDataProvider(api);
const list = (page = 1, filter = {}) => ({
  pagination: { page, perPage: 15 },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

describe('dashboard', () => {
  it('reads every figure from GET /ext/dashboard as one record', async () => {
    server.use(mockApi.get('/ext/dashboard', dashboardFigures({ pendingReturns: 2 })));
    const { data } = await dp.getOne('dashboard', { id: 'figures' });
    expect(data).toEqual({ ...dashboardFigures({ pendingReturns: 2 }), id: 'figures' });
  });

  it('has no other record', async () => {
    await expect(dp.getOne('dashboard', { id: 'other' })).rejects.toMatchObject({ status: 404 });
  });
});

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
    const posted: unknown[] = [];
    server.use(
      mockApi.get('/SingUpAdmin/rank-settings', rankSettings()),
      mockApi.post('/SingUpAdmin/rank-settings', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({
          message: 'Rank settings updated successfully',
          settings: rankSettings({ filterValue: 2, filterUnit: 'weeks', hideRankList: true }),
        });
      })
    );
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

describe('top-readers', () => {
  it('asks the server for one page of 15, since the start of the chosen day in Dhaka', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      mockApi.get('/SingUpAdmin/top-readers', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({
          message: 'Top readers retrieved successfully!',
          readers: [rankedReader({ rank: '16th' })],
          total: 31,
          page: 2,
          limit: 15,
        });
      })
    );
    const result = await dp.getList('top-readers', list(2, { startDate: '2026-11-21' }));
    expect(queries).toEqual([{ page: '2', limit: '15', startDate: '2026-11-20T18:00:00.000Z' }]);
    expect(result).toMatchObject({ total: 31, data: [{ id: 10001, rank: '16th' }] });

    await dp.getList('top-readers', list(1, {}));
    expect(queries[1]).toEqual({ page: '1', limit: '15' });
  });
});

describe('resets', () => {
  it('deletes all borrow records and all donations with the explicit confirm=true', async () => {
    const seen: string[] = [];
    server.use(
      mockApi.delete('/SingUpAdmin/deleteAllBookInfo', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({
          message: 'All Book Information have been deleted successfully.',
          deletedCount: 7,
          exportFile: 'a-rent_records.json',
        });
      }),
      mockApi.delete('/SingUpAdmin/deletealldonaton', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({
          message: 'All donations have been deleted successfully.',
          deletedCount: 3,
          exportFile: 'b-donations.json',
        });
      })
    );
    expect(await dp.resetBookData()).toEqual({
      data: { deletedCount: 7, exportFile: 'a-rent_records.json' },
    });
    expect(await dp.resetDonationData()).toEqual({
      data: { deletedCount: 3, exportFile: 'b-donations.json' },
    });
    expect(seen).toEqual(['?confirm=true', '?confirm=true']);
  });

  it('rejects with the API error when the server refuses', async () => {
    server.use(
      mockApi.delete('/SingUpAdmin/deleteAllBookInfo', () =>
        apiError(403, 'forbidden', 'Admins only.')
      )
    );
    const error = await dp.resetBookData().catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('forbidden');
  });
});
