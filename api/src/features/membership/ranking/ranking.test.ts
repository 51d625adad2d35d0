import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../../test/helpers/app';
import { createAdmin, createMember, type TestAdmin } from '../../../../test/helpers/fixtures';
import { createBook, insertRent, insertReads, setNow } from '../test-data';
import { maskEmail, ordinal } from './mappers';

const DAY = 86_400_000;
let bookId: number;
it.beforeEach(async ({ api }) => {
  bookId = await createBook(api);
});

const reader = (api: TestApi, name: string, email?: string) =>
  createMember(api, { name, ...(email ? { email } : {}) });

const saveSettings = (
  api: TestApi,
  admin: TestAdmin,
  json: Record<string, unknown>,
  token = admin.token
) => api.call('POST', '/SingUpAdmin/rank-settings', { token, json });

const topReaders = (api: TestApi, query: Record<string, string | number> = {}, token?: string) =>
  api.call('GET', '/SingUpAdmin/top-readers', { token, query });

/** Four readers: Rahim 3 reads, Babul and alam 2 each (a tie), Dipu 1. */
async function standardRanking(api: TestApi) {
  const rahim = await reader(api, 'Rahim', 'rahim@example.com');
  const babul = await reader(api, 'Babul', 'babul@example.com');
  const alam = await reader(api, 'alam', 'al@example.com');
  const dipu = await reader(api, 'Dipu', 'd@example.com');
  await insertReads(api, rahim.userId, bookId, 3);
  await insertReads(api, babul.userId, bookId, 2);
  await insertReads(api, alam.userId, bookId, 2);
  await insertReads(api, dipu.userId, bookId, 1);
  return { rahim, babul, alam, dipu };
}

describe('rank settings', () => {
  it('GET answers the defaults before anything was saved, with or without a token', async ({
    api,
    admin,
  }) => {
    for (const token of [undefined, admin.token]) {
      const res = await api.call('GET', '/SingUpAdmin/rank-settings', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ hideRankList: false, filterValue: 0, filterUnit: 'months' });
    }
  });

  it('POST saves the settings, and a second POST replaces them', async ({ api, admin }) => {
    const res = await saveSettings(api, admin, {
      hideRankList: true,
      filterValue: 3,
      filterUnit: 'weeks',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Rank settings updated successfully',
      settings: { hideRankList: true, filterValue: 3, filterUnit: 'weeks' },
    });
    const rows = await api.db.selectFrom('rank_settings').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hide_rank_list: true, filter_value: 3, filter_unit: 'weeks' });

    await saveSettings(api, admin, { hideRankList: false, filterValue: 0, filterUnit: 'years' });
    const read = await api.call('GET', '/SingUpAdmin/rank-settings');
    expect(read.body).toEqual({ hideRankList: false, filterValue: 0, filterUnit: 'years' });
    expect(await api.db.selectFrom('rank_settings').selectAll().execute()).toHaveLength(1);
  });

  it.for([
    ['a negative value', { filterValue: -1 }, 'body.filterValue'],
    ['a value above 1000', { filterValue: 1001 }, 'body.filterValue'],
    ['a fractional value', { filterValue: 1.5 }, 'body.filterValue'],
    ['an unknown unit', { filterUnit: 'hours' }, 'body.filterUnit'],
    ['no unit', { filterUnit: undefined }, 'body.filterUnit'],
    ['no hide flag', { hideRankList: undefined }, 'body.hideRankList'],
    ['an extra field', { colour: 'red' }, 'body.colour'],
  ] as const)('POST refuses %s (400)', async ([_label, overrides, field], { api, admin }) => {
    const res = await saveSettings(api, admin, {
      hideRankList: false,
      filterValue: 2,
      filterUnit: 'months',
      ...overrides,
    });
    expectError(res, 400, { code: 'validation_failed', field });
    expect(await api.db.selectFrom('rank_settings').selectAll().execute()).toEqual([]);
  });
});

describe('GET /SingUpAdmin/ranklist (getRankList)', () => {
  it('answers an empty ranking when nobody has read a book', async ({ api, admin }) => {
    const member = await reader(api, 'Only Borrowing');
    await insertRent(api, { bookId, userId: member.userId, status: 'pending' });
    const res = await api.call('GET', '/SingUpAdmin/ranklist', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ readers: [], filterApplied: false, startDate: null, hidden: false });
  });

  it('ranks by confirmed reads, ties sharing a rank and ordered by name, with full details', async ({
    api,
    admin,
  }) => {
    const { rahim, babul, alam, dipu } = await standardRanking(api);
    // Loans not yet confirmed as read do not count.
    const copyBook = await createBook(api, ['7001', '7002']);
    await insertRent(api, {
      bookId: copyBook,
      userId: dipu.userId,
      status: 'Returned',
      serialNumber: '7001',
      approvedAt: api.clock.now(),
    });
    await insertRent(api, { bookId: copyBook, userId: dipu.userId, status: 'rejected' });

    const res = await api.call('GET', '/SingUpAdmin/ranklist', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.filterApplied).toBe(false);
    expect(res.body.startDate).toBeNull();
    expect(res.body.hidden).toBe(false);
    expect(res.body.readers.map((r: any) => [r.rank, r.name, r.totalBooksRead])).toEqual([
      ['1st', 'Rahim', 3],
      ['2nd', 'alam', 2],
      ['2nd', 'Babul', 2],
      ['4th', 'Dipu', 1],
    ]);
    expect(res.body.readers[0]).toEqual({
      rank: '1st',
      userId: rahim.userId,
      name: 'Rahim',
      email: 'rahim@example.com',
      image: null,
      totalBooksRead: 3,
      mobile: '+8801712345678',
      currentAddress: 'Current address',
    });
    expect(res.body.readers.map((r: any) => r.userId)).toEqual([
      rahim.userId,
      alam.userId,
      babul.userId,
      dipu.userId,
    ]);
  });

  it('does not rank members whose account is gone, and closes the gap', async ({ api, admin }) => {
    const { rahim } = await standardRanking(api);
    await api.db.deleteFrom('users').where('unique_id', '=', rahim.userId).execute();
    const res = await api.call('GET', '/SingUpAdmin/ranklist', { token: admin.token });
    expect(res.body.readers.map((r: any) => [r.rank, r.name])).toEqual([
      ['1st', 'alam'],
      ['1st', 'Babul'],
      ['3rd', 'Dipu'],
    ]);
  });

  it('gives the photo URL of readers who have one', async ({ api, admin }) => {
    const member = await reader(api, 'With Photo');
    await api.db
      .updateTable('users')
      .set({ image_key: 'profiles/abc.png' })
      .where('unique_id', '=', member.userId)
      .execute();
    await insertReads(api, member.userId, bookId, 1);
    const res = await api.call('GET', '/SingUpAdmin/ranklist', { token: admin.token });
    expect(res.body.readers[0].image).toBe('http://api.test/uploads/profiles/abc.png');
  });

  it('counts only reads since filterValue filterUnits ago, on the Dhaka calendar', async ({
    api,
  }) => {
    // 31 March 12:00 in Dhaka: one month back is 28 February 12:00 (06:00 UTC).
    setNow(api, '2031-03-31T06:00:00.000Z');
    let admin = await createAdmin(api);
    const recent = await reader(api, 'Recent');
    const old = await reader(api, 'Old');
    await insertReads(api, recent.userId, bookId, 1, '2031-02-28T07:00:00.000Z');
    await insertReads(api, recent.userId, bookId, 1, '2031-03-30T00:00:00.000Z');
    await insertReads(api, old.userId, bookId, 3, '2031-02-28T05:00:00.000Z');
    await saveSettings(api, admin, { hideRankList: false, filterValue: 1, filterUnit: 'months' });

    const res = await api.call('GET', '/SingUpAdmin/ranklist', { token: admin.token });
    expect(res.body.filterApplied).toBe(true);
    expect(
      Math.abs(Date.parse(res.body.startDate) - Date.parse('2031-02-28T06:00:00Z'))
    ).toBeLessThan(60_000);
    expect(res.body.readers.map((r: any) => [r.name, r.totalBooksRead])).toEqual([['Recent', 2]]);

    // A week later the February read has left the window too.
    api.clock.advance(7 * DAY);
    admin = await createAdmin(api);
    const later = await api.call('GET', '/SingUpAdmin/ranklist', { token: admin.token });
    expect(later.body.readers.map((r: any) => [r.name, r.totalBooksRead])).toEqual([['Recent', 1]]);

    // filterValue 0 counts every read again.
    await saveSettings(api, admin, { hideRankList: false, filterValue: 0, filterUnit: 'months' });
    const all = await api.call('GET', '/SingUpAdmin/ranklist', { token: admin.token });
    expect(all.body.startDate).toBeNull();
    expect(all.body.readers.map((r: any) => [r.name, r.totalBooksRead])).toEqual([
      ['Old', 3],
      ['Recent', 2],
    ]);
  });

  it.for([
    ['days', 10, 10 * DAY],
    ['weeks', 2, 14 * DAY],
    ['years', 1, 365 * DAY],
  ] as const)('windows of %s reach back the right span', async ([unit, value, span], { api }) => {
    setNow(api, '2031-07-15T06:00:00.000Z');
    const admin = await createAdmin(api);
    await saveSettings(api, admin, { hideRankList: false, filterValue: value, filterUnit: unit });
    const res = await api.call('GET', '/SingUpAdmin/ranklist', { token: admin.token });
    const expected = Date.parse('2031-07-15T06:00:00.000Z') - span;
    expect(Math.abs(Date.parse(res.body.startDate) - expected)).toBeLessThan(60_000);
  });

  it('reports hideRankList as hidden but still shows the ranking to the admin', async ({
    api,
    admin,
  }) => {
    await standardRanking(api);
    await saveSettings(api, admin, { hideRankList: true, filterValue: 0, filterUnit: 'months' });
    const res = await api.call('GET', '/SingUpAdmin/ranklist', { token: admin.token });
    expect(res.body.hidden).toBe(true);
    expect(res.body.readers).toHaveLength(4);
  });
});

describe('GET /SingUpAdmin/top-readers (listTopReaders)', () => {
  /** The answer when there is nobody to show, as the old server gave it. */
  const noReaders = (limit: number) => ({
    message: 'No readers found.',
    readers: [],
    total: 0,
    page: 1,
    limit,
  });

  it('answers "No readers found." with an empty page when nobody has read a book', async ({
    api,
  }) => {
    const res = await topReaders(api);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(noReaders(15));
  });

  it('gives the public masked e-mails and no mobile or address', async ({ api }) => {
    const { rahim } = await standardRanking(api);
    const res = await topReaders(api);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Top readers retrieved successfully!');
    expect(res.body.total).toBe(4);
    expect(res.body.readers[0]).toEqual({
      rank: '1st',
      userId: rahim.userId,
      name: 'Rahim',
      email: 'ra***@example.com',
      image: null,
      totalBooksRead: 3,
    });
    expect(res.body.readers.map((r: any) => r.email)).toEqual([
      'ra***@example.com',
      'a***@example.com',
      'ba***@example.com',
      '***@example.com',
    ]);
    for (const r of res.body.readers) {
      expect(r).not.toHaveProperty('mobile');
      expect(r).not.toHaveProperty('currentAddress');
    }
  });

  it('gives a member the public view too', async ({ api }) => {
    const { rahim } = await standardRanking(api);
    const res = await topReaders(api, {}, rahim.token);
    expect(res.status).toBe(200);
    expect(res.body.readers[0].email).toBe('ra***@example.com');
    expect(res.body.readers[0]).not.toHaveProperty('mobile');
  });

  it('gives an admin full e-mails, mobile and address', async ({ api, admin }) => {
    await standardRanking(api);
    const res = await topReaders(api, {}, admin.token);
    expect(res.body.readers[0]).toMatchObject({
      email: 'rahim@example.com',
      mobile: '+8801712345678',
      currentAddress: 'Current address',
    });
  });

  it('refuses an invalid token (401) instead of falling back to the public view', async ({
    api,
  }) => {
    const res = await topReaders(api, {}, 'not-a-jwt');
    expectError(res, 401, { code: 'unauthorized' });
  });

  it('hides the ranking from the public while hideRankList is set, not from admins', async ({
    api,
    admin,
  }) => {
    const { rahim } = await standardRanking(api);
    await saveSettings(api, admin, { hideRankList: true, filterValue: 0, filterUnit: 'months' });
    for (const token of [undefined, rahim.token]) {
      const res = await topReaders(api, { page: 1, limit: 10 }, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(noReaders(10));
    }
    const asAdmin = await topReaders(api, {}, admin.token);
    expect(asAdmin.body.total).toBe(4);
    expect(asAdmin.body.readers).toHaveLength(4);
  });

  it('pages the ranking with ranks of the whole ranking', async ({ api }) => {
    await standardRanking(api);
    const second = await topReaders(api, { page: 2, limit: 2 });
    expect(second.body).toMatchObject({ total: 4, page: 2, limit: 2 });
    expect(second.body.readers.map((r: any) => [r.rank, r.name])).toEqual([
      ['2nd', 'Babul'],
      ['4th', 'Dipu'],
    ]);
    const past = await topReaders(api, { page: 3, limit: 2 });
    expect(past.body).toEqual({
      message: 'Top readers retrieved successfully!',
      readers: [],
      total: 4,
      page: 3,
      limit: 2,
    });
  });

  it('counts only reads confirmed at or after startDate', async ({ api }) => {
    const early = await reader(api, 'Early');
    const late = await reader(api, 'Late');
    await insertReads(api, early.userId, bookId, 5, '2024-01-01T00:00:00.000Z');
    await insertReads(api, late.userId, bookId, 1, '2024-06-01T00:00:00.000Z');
    const res = await topReaders(api, { startDate: '2024-06-01T00:00:00.000Z' });
    expect(res.body.total).toBe(1);
    expect(res.body.readers.map((r: any) => [r.rank, r.name, r.totalBooksRead])).toEqual([
      ['1st', 'Late', 1],
    ]);
    const none = await topReaders(api, { startDate: '2024-06-01T00:00:00.001Z' });
    expect(none.body).toMatchObject({ message: 'No readers found.', total: 0, readers: [] });
  });

  it('dates imported reads without a confirmation by their request date', async ({ api }) => {
    const legacy = await reader(api, 'Legacy');
    await insertRent(api, {
      bookId,
      userId: legacy.userId,
      status: 'readed',
      requestedAt: '2020-03-01T00:00:00.000Z',
      confirmedAt: null,
    });
    expect((await topReaders(api, { startDate: '2020-02-01T00:00:00.000Z' })).body.total).toBe(1);
    expect((await topReaders(api, { startDate: '2020-04-01T00:00:00.000Z' })).body.total).toBe(0);
  });

  it('orders readers with the same count and name by id', async ({ api }) => {
    const a = await reader(api, 'Same Name');
    const b = await reader(api, 'Same Name');
    await insertReads(api, a.userId, bookId, 1);
    await insertReads(api, b.userId, bookId, 1);
    const res = await topReaders(api);
    expect(res.body.readers.map((r: any) => r.userId)).toEqual(
      [a.userId, b.userId].sort((x, y) => x - y)
    );
    expect(res.body.readers.map((r: any) => r.rank)).toEqual(['1st', '1st']);
  });

  it.for([
    ['page 0', { page: 0 }, 'query.page'],
    ['limit 0', { limit: 0 }, 'query.limit'],
    ['limit 101', { limit: 101 }, 'query.limit'],
    ['a start date that is not a date', { startDate: 'last month' }, 'query.startDate'],
  ] as const)('refuses %s (400)', async ([_label, query, field], { api }) => {
    const res = await topReaders(api, query);
    expectError(res, 400, { code: 'validation_failed', field });
  });
});

describe('rank labels and e-mail masks', () => {
  it('writes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('always hides part of the local part of an e-mail', () => {
    expect(maskEmail('rahim@example.com')).toBe('ra***@example.com');
    expect(maskEmail('abcd@x.org')).toBe('ab***@x.org');
    expect(maskEmail('abc@x.org')).toBe('a***@x.org');
    expect(maskEmail('ab@x.org')).toBe('a***@x.org');
    expect(maskEmail('a@x.org')).toBe('***@x.org');
  });
});
