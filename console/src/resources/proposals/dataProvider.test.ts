import { describe, expect, it } from 'vitest';
import { acceptedPayment, expiredPayment } from './fixtures';
import { mockApi, server } from '../../test/server';
import { isExpired } from './dataProvider';
import { dp, listParams, recorder } from '../../test/providerCalls';

describe('proposals', () => {
  it('filters by user id, plan, mobile, bank type and expired only', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/accpetedPaymentDetails', [
        acceptedPayment(),
        expiredPayment(),
        acceptedPayment({ id: 'p3', userId: null, planName: 'Yearly membership' }),
      ])
    );
    const ids = async (filter: Record<string, unknown>) =>
      (await dp.getList('proposals', listParams(filter))).data.map((r) => r.id);
    expect(await ids({})).toEqual(['p1', 'p2', 'p3']);
    expect(await ids({ userId: '৩৪৫৬' })).toEqual(['p2']);
    expect(await ids({ planName: 'YEARLY' })).toEqual(['p1', 'p3']);
    expect(await ids({ mobileNumber: '০১৮' })).toEqual(['p2']);
    expect(await ids({ bankingService: 'bkash' })).toEqual(['p1', 'p3']);
    expect(await ids({ bankingService: 'bankTransfer' })).toEqual(['p2']);
    expect(await ids({ expired: true })).toEqual(['p2']);
    expect(await ids({ expired: true, planName: 'yearly' })).toEqual([]);
  });

  it('counts a record as expired only when expDate lies before now', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(isExpired({ expDate: '2026-05-31T23:59:59Z' }, now)).toBe(true);
    expect(isExpired({ expDate: '2026-06-01T00:00:00Z' }, now)).toBe(false);
    expect(isExpired({ expDate: 'not a date' }, now)).toBe(false);
  });

  it('deletes by posting the record as received, without what the console added', async () => {
    const r = recorder();
    server.use(mockApi.post('/SingUpAdmin/delete', r.answer({ message: 'Delete is successful' })));
    const record = { ...expiredPayment({ amount: undefined }), extra: 'console-only' };
    await dp.deleteProposal(record);
    expect(r.calls).toEqual([
      {
        method: 'POST',
        url: '/SingUpAdmin/delete',
        // What the server sent, as it sent it (`amount` was absent).
        body: expiredPayment({ amount: undefined }),
      },
    ]);
  });
});
