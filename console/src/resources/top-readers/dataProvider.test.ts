import { describe, expect, it } from 'vitest';
import { rankedReader } from '../rank/fixtures';
import { HttpResponse, mockApi, server } from '../../test/server';
import { dp, listParams } from '../../test/providerCalls';

const list = (page = 1, filter = {}) => listParams(filter, page, 15);

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
