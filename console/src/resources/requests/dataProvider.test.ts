import { describe, expect, it } from 'vitest';
import { book } from '../../test/fixtures';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { rentRecord } from './fixtures';
import { freeSerials, serialOptions, type RequestRecord } from './dataProvider';
import { dp, listParams } from '../../test/providerCalls';

const wrap = (...records: ReturnType<typeof rentRecord>[]) => ({ pendingRequest: records });

describe('serial choices', () => {
  it('leaves out the copies on an open loan', () => {
    const b = book({ serialNumbers: ['101', '102', '103'] });
    expect(
      freeSerials(b, [rentRecord({ serialNumber: '102' }), rentRecord({ serialNumber: null })])
    ).toEqual(['101', '103']);
    expect(freeSerials(null, [])).toEqual([]);
  });

  it("leaves out serials chosen in other rows of the same book, keeping the row's own", () => {
    const row = { id: 'a', bookId: 1, serialChoices: ['101', '102', '103'] } as RequestRecord;
    expect(
      serialOptions(row, {
        a: { bookId: 1, serialNumber: '101' },
        b: { bookId: 1, serialNumber: '102' },
        c: { bookId: 2, serialNumber: '103' },
      })
    ).toEqual(['101', '103']);
  });
});

describe('requests', () => {
  it('joins the book, offers its free copies (approved, Received and Returned loans are out) and filters', async () => {
    const returnedQuery: (string | null)[] = [];
    server.use(
      mockApi.get(
        '/SingUpAdmin/checkPendingRequest',
        wrap(
          rentRecord({ rentId: 'r1', date: '2026-11-20T19:30:00.000Z' }),
          rentRecord({ rentId: 'r2', bookId: 999999, bookname: 'Gone' })
        )
      ),
      mockApi.get('/SingUpAdmin/mostPopularBook', [book({ serialNumbers: ['101', '102', '103'] })]),
      mockApi.get(
        '/SingUpAdmin/adminWithOutPaddingRequest',
        wrap(rentRecord({ status: 'approved', serialNumber: '101' }))
      ),
      mockApi.get('/SingUpAdmin/checkRetunedequest', ({ request }) => {
        returnedQuery.push(new URL(request.url).searchParams.get('status'));
        return HttpResponse.json(wrap(rentRecord({ status: 'Returned', serialNumber: '103' })));
      })
    );
    const all = await dp.getList('requests', listParams());
    expect(all.data.map((r) => [r.id, r.book?.booknameEnglish ?? null, r.serialChoices])).toEqual([
      ['r1', 'Pather Panchali', ['102']],
      ['r2', null, []],
    ]);
    expect(returnedQuery).toEqual(['Returned']);
    // Either language's name, or the recorded one, partially and in any case.
    expect((await dp.getList('requests', listParams({ name: 'panch' }))).total).toBe(1);
    expect((await dp.getList('requests', listParams({ name: 'পাঁচালী' }))).total).toBe(1);
    expect((await dp.getList('requests', listParams({ name: 'GONE' }))).total).toBe(1);
    // 19:30 UTC on the 20th is the 21st in Dhaka.
    const day = await dp.getList('requests', listParams({ date: '2026-11-21' }));
    expect(day.data.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect((await dp.getList('requests', listParams({ date: '2026-11-20' }))).total).toBe(0);
  });

  it('fails when the on-loan copies cannot be known (no unsafe choices)', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/checkPendingRequest', wrap(rentRecord())),
      mockApi.get('/SingUpAdmin/mostPopularBook', [book()]),
      mockApi.get('/SingUpAdmin/adminWithOutPaddingRequest', () => apiError(500, 'internal', 'x')),
      mockApi.get('/SingUpAdmin/checkRetunedequest', wrap())
    );
    await expect(dp.getList('requests', listParams())).rejects.toMatchObject({ status: 500 });
  });
});
