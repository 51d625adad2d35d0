import { describe, expect, it } from 'vitest';
import { bankTransferRequest, membershipRequest } from './fixtures';
import { apiError, mockApi, server } from '../../test/server';
import { dp, listParams, recorder } from '../../test/providerCalls';

describe('approvals', () => {
  it('lists the waiting applications by _id and filters by the three payment fields', async () => {
    server.use(
      mockApi.get('/Singup/requestmemberships', [membershipRequest(), bankTransferRequest()])
    );
    const all = await dp.getList('approvals', listParams({}));
    expect(all.data.map((r) => r.id)).toEqual(['m1', 'm2']);
    expect(all.total).toBe(2);
    const names = async (filter: Record<string, unknown>) =>
      (await dp.getList('approvals', listParams(filter))).data.map((r) => r.name);
    expect(await names({ mobileBankNumber: '০১৭২২' })).toEqual(['Rahim Uddin']);
    expect(await names({ bankAccountNumber: '৫৪৩' })).toEqual(['Karima Begum']);
    expect(await names({ transactionId: 'BANK' })).toEqual(['Karima Begum']);
    expect(await names({ transactionId: 'txn', mobileBankNumber: '0183' })).toEqual([]);
  });

  it('approves with {id: userId} and rejects by path', async () => {
    const r = recorder();
    server.use(
      mockApi.post(
        '/Singup/activeAccount',
        r.answer(
          { message: 'Account activated and membership data deleted successfully' },
          { status: 201 }
        )
      ),
      mockApi.put(
        '/Singup/reject/{id}',
        r.answer({ message: 'Member rejected and deleted successfully' })
      )
    );
    await dp.approveMembership(12345);
    await dp.rejectMembership(23456);
    expect(r.calls).toEqual([
      { method: 'POST', url: '/Singup/activeAccount', body: { id: 12345 } },
      { method: 'PUT', url: '/Singup/reject/23456' },
    ]);
  });

  it('rejects with the ApiError when the server refuses', async () => {
    server.use(
      mockApi.post('/Singup/activeAccount', () =>
        apiError(404, 'not_found', 'Membership not found')
      )
    );
    await expect(dp.approveMembership(12345)).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});
