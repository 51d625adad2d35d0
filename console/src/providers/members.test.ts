import { describe, expect, it } from 'vitest';
import { api } from '../app/api';
import { bankTransferRequest, membershipRequest } from '../resources/approvals/fixtures';
import { bankDonation, donationRequest } from '../resources/donations/fixtures';
import { acceptedPayment, expiredPayment } from '../resources/proposals/fixtures';
import { userProfile } from '../resources/users/fixtures';
import { apiError, HttpResponse, mockApi, server } from '../test/server';
import { createDataProvider } from './dataProvider';
import { isExpired, matchesDigits, MissingIdError } from './members';

const dp = createDataProvider(api);
const list = (filter: Record<string, unknown>) => ({
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

/** Every request the handler got: method, path with query, JSON body. */
function recorder() {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  return {
    calls,
    async take(request: Request) {
      const url = new URL(request.url);
      const text = await request.text();
      calls.push({
        method: request.method,
        url: url.pathname + url.search,
        ...(text ? { body: JSON.parse(text) as unknown } : {}),
      });
    },
  };
}

describe('matchesDigits', () => {
  it('matches partially, case-insensitively, with Bangla or Latin digits on either side', () => {
    expect(matchesDigits('01722222222', '০১৭২')).toBe(true);
    expect(matchesDigits('০১৭২২', '172')).toBe(true);
    expect(matchesDigits('TXN-AB12', 'ab১২')).toBe(true);
    expect(matchesDigits('TXN-AB12', 'ab13')).toBe(false);
    expect(matchesDigits(undefined, '1')).toBe(false);
    expect(matchesDigits(undefined, '')).toBe(true);
  });
});

describe('approvals', () => {
  it('lists the waiting applications by _id and filters by the three payment fields', async () => {
    server.use(
      mockApi.get('/Singup/requestmemberships', [membershipRequest(), bankTransferRequest()])
    );
    const all = await dp.getList('approvals', list({}));
    expect(all.data.map((r) => r.id)).toEqual(['m1', 'm2']);
    expect(all.total).toBe(2);
    const names = async (filter: Record<string, unknown>) =>
      (await dp.getList('approvals', list(filter))).data.map((r) => r.name);
    expect(await names({ mobileBankNumber: '০১৭২২' })).toEqual(['Rahim Uddin']);
    expect(await names({ bankAccountNumber: '৫৪৩' })).toEqual(['Karima Begum']);
    expect(await names({ transactionId: 'BANK' })).toEqual(['Karima Begum']);
    expect(await names({ transactionId: 'txn', mobileBankNumber: '0183' })).toEqual([]);
  });

  it('approves with {id: userId} and rejects by path', async () => {
    const r = recorder();
    server.use(
      mockApi.post('/Singup/activeAccount', async ({ request }) => {
        await r.take(request);
        return HttpResponse.json(
          { message: 'Account activated and membership data deleted successfully' },
          { status: 201 }
        );
      }),
      mockApi.put('/Singup/reject/{id}', async ({ request }) => {
        await r.take(request);
        return HttpResponse.json({ message: 'Member rejected and deleted successfully' });
      })
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

describe('donations', () => {
  it('lists waiting donations and filters like User Approval', async () => {
    server.use(mockApi.get('/Singup/requestDonation', [donationRequest(), bankDonation()]));
    const names = async (filter: Record<string, unknown>) =>
      (await dp.getList('donations', list(filter))).data.map((r) => r.name);
    expect(await names({})).toEqual(['Salma Akter', 'Jamal Hossain']);
    expect(await names({ mobileBankNumber: '৪৪৪' })).toEqual(['Salma Akter']);
    expect(await names({ bankAccountNumber: '12345' })).toEqual(['Jamal Hossain']);
    expect(await names({ transactionId: 'ng-' })).toEqual(['Salma Akter']);
  });

  it('approves with {id, ammount, email} and rejects by path', async () => {
    const r = recorder();
    server.use(
      mockApi.post('/Singup/activeDonation', async ({ request }) => {
        await r.take(request);
        return HttpResponse.json(
          {
            message:
              'Donation activated, record updated, and confirmation email sent successfully.',
          },
          { status: 201 }
        );
      }),
      mockApi.put('/Singup/rejectDonation/{id}', async ({ request }) => {
        await r.take(request);
        return HttpResponse.json({ message: 'Donation rejected and deleted successfully' });
      })
    );
    await dp.approveDonation({ id: 54321, ammount: 1200, email: ' salma@example.org ' });
    await dp.rejectDonation(65432);
    expect(r.calls).toEqual([
      {
        method: 'POST',
        url: '/Singup/activeDonation',
        body: { id: 54321, ammount: 1200, email: 'salma@example.org' },
      },
      { method: 'PUT', url: '/Singup/rejectDonation/65432' },
    ]);
  });
});

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
      (await dp.getList('proposals', list(filter))).data.map((r) => r.id);
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
    server.use(
      mockApi.post('/SingUpAdmin/delete', async ({ request }) => {
        await r.take(request);
        return HttpResponse.json({ message: 'Delete is successful' });
      })
    );
    const record = { ...expiredPayment({ amount: undefined }), extra: 'console-only' };
    await dp.deleteProposal(record);
    expect(r.calls).toEqual([
      {
        method: 'POST',
        url: '/SingUpAdmin/delete',
        body: {
          id: 'p2',
          userId: 23456,
          planName: 'Student plan',
          mobileNumber: '01833333333',
          bankingService: 'bankTransfer',
          transactionId: 'bank-77',
          approvedAt: '2024-11-21T10:00:00.000Z',
          expDate: '2025-11-21T10:00:00.000Z',
        },
      },
    ]);
  });
});

describe('accounts', () => {
  it('deactivates and deletes by ?id=', async () => {
    const r = recorder();
    server.use(
      mockApi.delete('/Singup/deleteActivation', async ({ request }) => {
        await r.take(request);
        return HttpResponse.json({ message: 'Account deactivated successfully' });
      }),
      mockApi.delete('/Singup/deleteProfile', async ({ request }) => {
        await r.take(request);
        return HttpResponse.json({ message: 'User profile deleted successfully' });
      })
    );
    await dp.deactivateMember(12345);
    await dp.deleteMember(12345);
    expect(r.calls).toEqual([
      { method: 'DELETE', url: '/Singup/deleteActivation?id=12345' },
      { method: 'DELETE', url: '/Singup/deleteProfile?id=12345' },
    ]);
  });

  it('gets one profile from viewProfile (the first element), 404 when there is none', async () => {
    const r = recorder();
    server.use(
      mockApi.get('/Singup/viewProfile', async ({ request }) => {
        await r.take(request);
        return HttpResponse.json([userProfile()]);
      })
    );
    const { data } = await dp.getOne('users', { id: 12345 });
    expect(data).toMatchObject({ id: 12345, name: 'Rahim Uddin' });
    expect(r.calls).toEqual([{ method: 'GET', url: '/Singup/viewProfile?id=12345' }]);
    server.use(mockApi.get('/Singup/viewProfile', () => HttpResponse.json([])));
    await expect(dp.getOne('users', { id: 12345 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('an action without an id', () => {
  it('sends nothing (any request would fail the test) and says why', async () => {
    const attempts = [
      dp.approveMembership(undefined),
      dp.rejectMembership(null),
      dp.approveDonation({ id: undefined, ammount: 5, email: 'a@b.org' }),
      dp.rejectDonation(undefined),
      dp.deactivateMember(undefined),
      dp.deleteMember(null),
      dp.deleteProposal(acceptedPayment({ id: '' })),
    ];
    for (const attempt of attempts) await expect(attempt).rejects.toBeInstanceOf(MissingIdError);
  });
});
