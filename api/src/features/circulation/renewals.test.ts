import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../test/helpers/api-test';
import { bookAndBorrowers, DAY_MS, lend, loanAt, travel } from '../lending/test-support';
import { placeHold } from './test-support';
import { expectError } from '../../../test/helpers/app';

const renew = (api: any, member: { token: string }, rentId: string) =>
  api.call('POST', '/ext/loans/renew', { token: member.token, json: { rentId } });
const options = async (api: any, member: { token: string }) =>
  (await api.call('GET', '/ext/loans/renewals', { token: member.token })).body.loans;

describe('self-renewal', () => {
  it('extends a received loan by the loan length from its due date, up to the club limit', async ({
    api,
    admin,
  }) => {
    const { member: a, record: loan } = await loanAt(api, admin, 'Received', { days: 10 });
    const due = new Date(loan.returnDay!).getTime();

    const [offer] = await options(api, a);
    expect(offer).toMatchObject({ rentId: loan.rentId, canRenew: true, renewals: 0, reason: null });
    expect(new Date(offer.newReturnDay).getTime()).toBe(due + 14 * DAY_MS);

    const first = await renew(api, a, loan.rentId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      rentId: loan.rentId,
      returnDay: new Date(due + 14 * DAY_MS).toISOString(),
      renewals: 1,
      renewalsLeft: 1,
    });
    expect((await renew(api, a, loan.rentId)).body.renewalsLeft).toBe(0);
    const third = await renew(api, a, loan.rentId);
    expectError(third, 409, { code: 'renewal_limit' });
    expect((await options(api, a))[0]).toMatchObject({
      canRenew: false,
      reason: 'renewal_limit',
      newReturnDay: null,
    });
    const stored = await api.db
      .selectFrom('rent_records')
      .select(['return_day', 'renewals'])
      .executeTakeFirstOrThrow();
    expect(stored.renewals).toBe(2);
    expect(stored.return_day!.getTime()).toBe(due + 28 * DAY_MS);
  });

  it('is refused when someone waits for the book', async ({ api, admin }) => {
    const [book, a, b] = await bookAndBorrowers(api, 2, { copies: 1 });
    const loan = await lend(api, admin, a, book, 'Received');
    await placeHold(api, b, book.bookId);
    const res = await renew(api, a, loan.rentId);
    expectError(res, 409, { code: 'someone_waiting' });
    expect((await options(api, a))[0]).toMatchObject({
      canRenew: false,
      reason: 'someone_waiting',
    });
  });

  it('is refused when overdue by more than the club allows, and for loans not with the member', async ({
    api,
    admin,
  }) => {
    const [book, a, other] = await bookAndBorrowers(api, 2, { copies: 2 });
    const approved = await lend(api, admin, other, book, 'approved');
    expect((await renew(api, other, approved.rentId)).body.code).toBe('invalid_transition');
    expect((await renew(api, a, approved.rentId)).status).toBe(404);

    await api.call('PUT', '/ext/circulation-settings', {
      token: admin.token,
      json: {
        loanDays: 7,
        maxRenewals: 2,
        renewalOverdueLimitDays: 2,
        holdDays: 2,
        reminderDaysBefore: 3,
        overdueReminderDays: [1],
        membershipExpiryReminderDays: 14,
      },
    });
    const loan = await lend(api, admin, a, book, 'Received', { days: 1 });
    // Two days overdue is still allowed; three is not.
    await travel(api, 3 * DAY_MS - 60_000, [a]);
    expect((await options(api, a))[0].canRenew).toBe(true);
    await travel(api, DAY_MS, [a]);
    const res = await renew(api, a, loan.rentId);
    expectError(res, 409, { code: 'renewal_overdue' });
  });
});
