import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../test/helpers/app';
import type { TestAdmin } from '../../../test/helpers/fixtures';
import { DEFAULT_CIRCULATION_SETTINGS } from './settings';

const URL = '/ext/circulation-settings';
const valid = {
  loanDays: 21,
  maxRenewals: 1,
  renewalOverdueLimitDays: 3,
  holdDays: 4,
  reminderDaysBefore: 2,
  overdueReminderDays: [10, 2],
  membershipExpiryReminderDays: 30,
};
const save = (api: TestApi, admin: TestAdmin, json: unknown) =>
  api.call('PUT', URL, { token: admin.token, json });

describe('circulation settings', () => {
  it('answers the defaults before anything was saved', async ({ api, admin }) => {
    const res = await api.call('GET', URL, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      loanDays: 14,
      maxRenewals: 2,
      renewalOverdueLimitDays: 0,
      holdDays: 2,
      reminderDaysBefore: 3,
      overdueReminderDays: [1, 7, 14],
      membershipExpiryReminderDays: 14,
    });
    expect(res.body).toEqual(DEFAULT_CIRCULATION_SETTINGS);
  });

  it('saves the settings (overdue days sorted), and a second save replaces them', async ({
    api,
    admin,
  }) => {
    const res = await save(api, admin, valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...valid, overdueReminderDays: [2, 10] });
    expect((await api.call('GET', URL, { token: admin.token })).body).toEqual(res.body);

    const again = await save(api, admin, { ...valid, loanDays: 7, overdueReminderDays: [] });
    expect(again.body).toMatchObject({ loanDays: 7, overdueReminderDays: [] });
    const rows = await api.db.selectFrom('circulation_settings').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ loan_days: 7, hold_days: 4 });
  });

  it.for([
    ['a loan of 0 days', { loanDays: 0 }, 'body.loanDays'],
    ['a loan of 366 days', { loanDays: 366 }, 'body.loanDays'],
    ['a fractional loan length', { loanDays: 1.5 }, 'body.loanDays'],
    ['negative renewals', { maxRenewals: -1 }, 'body.maxRenewals'],
    ['11 renewals', { maxRenewals: 11 }, 'body.maxRenewals'],
    ['a negative overdue limit', { renewalOverdueLimitDays: -1 }, 'body.renewalOverdueLimitDays'],
    ['holds of 0 days', { holdDays: 0 }, 'body.holdDays'],
    ['holds of 31 days', { holdDays: 31 }, 'body.holdDays'],
    ['a reminder 0 days before', { reminderDaysBefore: 0 }, 'body.reminderDaysBefore'],
    ['an overdue day of 0', { overdueReminderDays: [0] }, 'body.overdueReminderDays.0'],
    ['a repeated overdue day', { overdueReminderDays: [7, 7] }, 'body.overdueReminderDays'],
    [
      'eleven overdue days',
      { overdueReminderDays: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      'body.overdueReminderDays',
    ],
    [
      'no expiry reminder',
      { membershipExpiryReminderDays: undefined },
      'body.membershipExpiryReminderDays',
    ],
    [
      'an expiry reminder of 91 days',
      { membershipExpiryReminderDays: 91 },
      'body.membershipExpiryReminderDays',
    ],
    ['an extra field', { colour: 'red' }, 'body.colour'],
  ] as const)(
    'refuses %s (400 on the field)',
    async ([_label, overrides, field], { api, admin }) => {
      const res = await save(api, admin, { ...valid, ...overrides });
      expectError(res, 400, { code: 'validation_failed', field });
      expect(await api.db.selectFrom('circulation_settings').selectAll().execute()).toEqual([]);
    }
  );

  it('is for admins only: a member gets 403 and nothing changes', async ({ api }) => {
    const { createMember } = await import('../../../test/helpers/fixtures');
    const member = await createMember(api);
    const res = await api.call('PUT', URL, { token: member.token, json: valid });
    expect(res.status).toBe(403);
    expect((await api.call('GET', URL, { token: member.token })).status).toBe(403);
  });
});
