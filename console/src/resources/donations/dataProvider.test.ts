import { describe, expect, it } from 'vitest';
import { bankDonation, donationRequest } from './fixtures';
import { mockApi, server } from '../../test/server';
import { dp, listParams, recorder } from '../../test/providerCalls';

describe('donations', () => {
  it('lists waiting donations and filters like User Approval', async () => {
    server.use(mockApi.get('/Singup/requestDonation', [donationRequest(), bankDonation()]));
    const names = async (filter: Record<string, unknown>) =>
      (await dp.getList('donations', listParams(filter))).data.map((r) => r.name);
    expect(await names({})).toEqual(['Salma Akter', 'Jamal Hossain']);
    expect(await names({ mobileBankNumber: '৪৪৪' })).toEqual(['Salma Akter']);
    expect(await names({ bankAccountNumber: '12345' })).toEqual(['Jamal Hossain']);
    expect(await names({ transactionId: 'ng-' })).toEqual(['Salma Akter']);
  });

  it('approves with {id, ammount, email} and rejects by path', async () => {
    const r = recorder();
    server.use(
      mockApi.post(
        '/Singup/activeDonation',
        r.answer(
          {
            message:
              'Donation activated, record updated, and confirmation email sent successfully.',
          },
          { status: 201 }
        )
      ),
      mockApi.put(
        '/Singup/rejectDonation/{id}',
        r.answer({ message: 'Donation rejected and deleted successfully' })
      )
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
