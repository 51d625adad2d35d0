import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../../test/helpers/api-test';
import type { TestApi } from '../../../../test/helpers/app';
import { activateMembership, createAdmin, createMember } from '../../../../test/helpers/fixtures';
import { insertDonationRequest, insertWithUniqueId, ITEM_ID_RANGE } from '../../../db/ids';
import { createBook, insertRent, setNow } from '../test-data';

/** The dashboard as an admin sees it at the test clock's "now". */
async function dashboard(api: TestApi) {
  const admin = await createAdmin(api);
  const res = await api.call('GET', '/ext/dashboard', { token: admin.token });
  expect(res.status).toBe(200);
  return res.body;
}

const zeros = {
  members: 0,
  activeMembers: 0,
  books: 0,
  copies: 0,
  availableCopies: 0,
  borrowedThisMonth: 0,
  borrowedThisYear: 0,
  borrowedTotal: 0,
  donationsTotal: 0,
  donationsThisMonth: 0,
  pendingRequests: 0,
  pendingReturns: 0,
  pendingMemberships: 0,
  pendingDonations: 0,
};

/**
 * A known club on 15 March 2031, 12:00 in Dhaka. The Dhaka month began at 2031-02-28T18:00Z,
 * which is still February in UTC: the records either side of that instant tell the two apart.
 */
async function knownClub(api: TestApi) {
  setNow(api, '2031-03-15T06:00:00.000Z');
  const m1 = await createMember(api);
  const m2 = await createMember(api);
  const m3 = await createMember(api);
  await activateMembership(api, m1.userId);
  await api.db
    .insertInto('memberships')
    .values({
      user_id: m2.userId,
      started_at: new Date('2030-01-01T00:00:00Z'),
      expires_at: new Date('2031-01-01T00:00:00Z'),
    })
    .execute();
  const bookA = await createBook(api, ['1', '2', '3']);
  const bookB = await createBook(api, ['4', '5'], 'আরণ্যক');

  const dhakaMarchStart = '2031-02-28T18:00:00.000Z';
  const lastMomentOfFebruary = '2031-02-28T17:59:59.999Z';
  const dhakaNewYear = '2030-12-31T18:00:00.000Z';
  // Open loans: copies 1, 2 and 4 are out.
  await insertRent(api, {
    bookId: bookA,
    userId: m1.userId,
    status: 'approved',
    serialNumber: '1',
    approvedAt: dhakaMarchStart,
  });
  await insertRent(api, {
    bookId: bookA,
    userId: m2.userId,
    status: 'Received',
    serialNumber: '2',
    approvedAt: lastMomentOfFebruary,
  });
  await insertRent(api, {
    bookId: bookB,
    userId: m1.userId,
    status: 'Returned',
    serialNumber: '4',
    approvedAt: '2031-03-10T10:00:00.000Z',
  });
  // Finished loans: their copies are back.
  await insertRent(api, {
    bookId: bookA,
    userId: m1.userId,
    status: 'readed',
    serialNumber: '3',
    approvedAt: dhakaNewYear,
    confirmedAt: '2031-01-20T00:00:00.000Z',
  });
  await insertRent(api, {
    bookId: bookB,
    userId: m2.userId,
    status: 'readed',
    serialNumber: '5',
    approvedAt: '2030-12-31T17:59:59.000Z',
    confirmedAt: '2031-01-05T00:00:00.000Z',
  });
  // Never approved.
  await insertRent(api, { bookId: bookA, userId: m3.userId, status: 'pending' });
  await insertRent(api, { bookId: bookB, userId: m3.userId, status: 'pending' });
  await insertRent(api, { bookId: bookB, userId: m2.userId, status: 'rejected' });

  await api.db
    .insertInto('donations')
    .values([
      { donation_id: 11111, amount: 500, created_at: new Date(dhakaMarchStart) },
      { donation_id: 22222, amount: 250.5, created_at: new Date('2031-03-14T00:00:00.000Z') },
      { donation_id: 33333, amount: 1000, created_at: new Date('2031-02-28T17:00:00.000Z') },
    ])
    .execute();
  await api.db
    .insertInto('membership_applications')
    .values({
      user_id: m3.userId,
      name: 'M3',
      email: m3.email,
      phone_number: '01711111111',
      payment_method: 'bankTransfer',
      bank_account_number: '12345678',
      transaction_id: 'T',
    })
    .execute();
  for (const amount of [100, 200]) {
    await insertDonationRequest(api.db, {
      name: 'Donor',
      email: 'donor@example.com',
      donation_amount: amount,
      payment_method: 'mobileBank',
      mobile_bank_method: 'bkash',
      mobile_bank_number: '01711111111',
      transaction_id: `T${amount}`,
    });
  }
}

describe('GET /ext/dashboard (getDashboard)', () => {
  it('answers zeros for an empty club', async ({ api }) => {
    expect(await dashboard(api)).toEqual(zeros);
  });

  it('computes every figure of a known club, months and years on the Dhaka calendar', async ({
    api,
  }) => {
    await knownClub(api);
    expect(await dashboard(api)).toEqual({
      members: 3,
      activeMembers: 1,
      books: 2,
      copies: 5,
      availableCopies: 2,
      borrowedThisMonth: 2,
      borrowedThisYear: 4,
      borrowedTotal: 5,
      donationsTotal: 1750.5,
      donationsThisMonth: 750.5,
      pendingRequests: 2,
      pendingReturns: 1,
      pendingMemberships: 1,
      pendingDonations: 2,
    });
  });

  it('starts a new month at midnight in Dhaka, not in UTC', async ({ api }) => {
    await knownClub(api);
    setNow(api, '2031-03-31T17:30:00.000Z'); // 31 March, 23:30 in Dhaka
    expect(await dashboard(api)).toMatchObject({ borrowedThisMonth: 2, donationsThisMonth: 750.5 });
    setNow(api, '2031-03-31T18:30:00.000Z'); // 1 April, 00:30 in Dhaka, still March in UTC
    expect(await dashboard(api)).toMatchObject({
      borrowedThisMonth: 0,
      borrowedThisYear: 4,
      borrowedTotal: 5,
      donationsThisMonth: 0,
      donationsTotal: 1750.5,
    });
  });

  it('starts a new year at midnight in Dhaka', async ({ api }) => {
    await knownClub(api);
    setNow(api, '2031-12-31T17:30:00.000Z');
    expect((await dashboard(api)).borrowedThisYear).toBe(4);
    setNow(api, '2031-12-31T18:30:00.000Z');
    expect(await dashboard(api)).toMatchObject({ borrowedThisYear: 0, borrowedTotal: 5 });
  });

  it('counts memberships as active only until they expire', async ({ api }) => {
    await knownClub(api);
    setNow(api, '2032-03-16T06:00:00.000Z'); // m1's year is over
    expect((await dashboard(api)).activeMembers).toBe(0);
  });

  it('follows the resets of donations and lending data', async ({ api }) => {
    await knownClub(api);
    const admin = await createAdmin(api);
    const reset = await api.call('DELETE', '/SingUpAdmin/deletealldonaton', {
      token: admin.token,
      query: { confirm: true },
    });
    expect(reset.body.deletedCount).toBe(3);
    // The lending reset belongs to another feature; its effect is the rows being gone.
    await api.db.deleteFrom('rent_records').execute();
    expect(await dashboard(api)).toMatchObject({
      donationsTotal: 0,
      donationsThisMonth: 0,
      borrowedThisMonth: 0,
      borrowedThisYear: 0,
      borrowedTotal: 0,
      pendingRequests: 0,
      pendingReturns: 0,
      availableCopies: 5,
      pendingDonations: 2,
    });
  });
});

describe('GET /ext/stats (getSiteStats)', () => {
  it('answers zeros for an empty club, without a token', async ({ api }) => {
    const res = await api.call('GET', '/ext/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ users: 0, books: 0, events: 0 });
  });

  it('counts members, book titles (not copies) and events', async ({ api }) => {
    await createMember(api);
    await createMember(api);
    await createBook(api, ['1', '2', '3']);
    for (const date of ['2020-01-01', '2031-01-01']) {
      await insertWithUniqueId(api.db, 'events', ITEM_ID_RANGE, {
        eventname: 'বইমেলা',
        eventname_en: 'Book fair',
        organizer: 'ক্লাব',
        organizer_en: 'Club',
        description: 'বর্ণনা',
        description_en: 'Description',
        event_date: date,
        event_time: '10:00',
        image_key: 'events/x.png',
      });
    }
    const res = await api.call('GET', '/ext/stats');
    expect(res.body).toEqual({ users: 2, books: 1, events: 2 });
  });
});
