import { describe, expect, it } from 'vitest';
import { book } from '../../test/fixtures';
import { HttpResponse, mockApi, server } from '../../test/server';
import { rentRecord } from '../requests/fixtures';
import { dp, listParams } from '../../test/providerCalls';

const wrap = (...records: ReturnType<typeof rentRecord>[]) => ({ pendingRequest: records });

describe('returns', () => {
  it('lists the Returned records of the whole table, filtered by name and day', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mockApi.get('/SingUpAdmin/checkRetunedequest', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(wrap(rentRecord({ rentId: 'r', status: 'Returned' })));
      }),
      mockApi.get('/SingUpAdmin/mostPopularBook', [book()])
    );
    expect((await dp.getList('returns', listParams())).data[0]).toMatchObject({
      id: 'r',
      book: { booknameEnglish: 'Pather Panchali' },
    });
    expect(Object.fromEntries(queries[0]!)).toEqual({ status: 'Returned' });
    expect((await dp.getList('returns', listParams({ date: '2026-11-21' }))).total).toBe(1);
    expect((await dp.getList('returns', listParams({ date: '2026-11-22' }))).total).toBe(0);
    expect((await dp.getList('returns', listParams({ name: 'nothing' }))).total).toBe(0);
  });
});
