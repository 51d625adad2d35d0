import { describe, expect, it } from 'vitest';
import { book } from '../../test/fixtures';
import { apiError, mockApi, server } from '../../test/server';
import { daysFromNow, rentRecord } from '../requests/fixtures';
import { dp, listParams } from '../../test/providerCalls';

const wrap = (...records: ReturnType<typeof rentRecord>[]) => ({ pendingRequest: records });

describe('loans', () => {
  it('derives borrowed and due dates and filters by name, serial (Bangla digits too), day and due state', async () => {
    const late = rentRecord({
      rentId: 'late',
      status: 'Received',
      serialNumber: '101',
      approvedAt: '2026-11-01T04:00:00.000Z',
      returnDay: daysFromNow(-1),
    });
    const onTime = rentRecord({
      rentId: 'ok',
      status: 'approved',
      serialNumber: '202',
      date: '2026-11-05T04:00:00.000Z',
      returnDayNumber: 100000,
    });
    server.use(
      mockApi.get('/SingUpAdmin/adminWithOutPaddingRequest', wrap(late, onTime)),
      mockApi.get('/SingUpAdmin/mostPopularBook', [book()])
    );
    const all = await dp.getList('loans', listParams());
    expect(all.data.map((r) => [r.id, r.borrowedOn, r.overdue])).toEqual([
      ['late', '2026-11-01T04:00:00.000Z', true],
      ['ok', '2026-11-05T04:00:00.000Z', false],
    ]);
    expect(all.data[1]!.dueOn).toBe(
      new Date(Date.parse('2026-11-05T04:00:00.000Z') + 100000 * 86_400_000).toISOString()
    );
    const ids = async (filter: Record<string, unknown>) =>
      (await dp.getList('loans', listParams(filter))).data.map((r) => r.id);
    expect(await ids({ due: 'overdue' })).toEqual(['late']);
    expect(await ids({ due: 'due' })).toEqual(['ok']);
    expect(await ids({ due: 'all' })).toEqual(['late', 'ok']);
    expect(await ids({ serial: '20' })).toEqual(['ok']);
    expect(await ids({ serial: '১০১' })).toEqual(['late']);
    expect(await ids({ borrowed: '2026-11-05' })).toEqual(['ok']);
    expect(await ids({ name: 'pather' })).toEqual(['late', 'ok']);
    expect(await ids({ name: 'other' })).toEqual([]);
  });

  it('still lists the loans when the book list cannot be loaded (names as recorded)', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/adminWithOutPaddingRequest', wrap(rentRecord({ rentId: 'x' }))),
      mockApi.get('/SingUpAdmin/mostPopularBook', () => apiError(500, 'internal', 'x'))
    );
    const { data } = await dp.getList('loans', listParams());
    expect(data.map((r) => [r.id, r.book])).toEqual([['x', null]]);
  });
});
