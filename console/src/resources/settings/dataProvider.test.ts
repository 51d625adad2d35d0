import { isApiError } from '@pathagar/sdk';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { dp } from '../../test/providerCalls';
import { booksReset, donationsReset } from './fixtures';

describe('resets', () => {
  it('deletes all borrow records and all donations with the explicit confirm=true', async () => {
    const seen: string[] = [];
    server.use(
      mockApi.delete('/SingUpAdmin/deleteAllBookInfo', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(booksReset('a-rent_records.json'));
      }),
      mockApi.delete('/SingUpAdmin/deletealldonaton', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(donationsReset(3, 'b-donations.json'));
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
