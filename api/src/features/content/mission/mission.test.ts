import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../../test/helpers/app';
import type { TestAdmin } from '../../../../test/helpers/fixtures';
const stored = (api: TestApi) => api.db.selectFrom('mission').selectAll().execute();
const sendMission = (api: TestApi, admin: TestAdmin, method: 'POST' | 'PUT', mission: string) =>
  api.call(method, '/SingUpAdmin/mission', { token: admin.token, json: { mission } });

describe('getMission', () => {
  it('answers a null mission before any was saved', async ({ api }) => {
    const res = await api.call('GET', '/SingUpAdmin/mission');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mission: null, updatedAt: null });
  });

  it('answers the saved text and when it was saved', async ({ api, admin }) => {
    await sendMission(api, admin, 'POST', 'Read more.');
    const [row] = await stored(api);
    const res = await api.call('GET', '/SingUpAdmin/mission');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mission: 'Read more.', updatedAt: row!.updated_at.toISOString() });
  });
});

describe('saveMission', () => {
  it('creates the mission when none exists, normalised and trimmed', async ({ api, admin }) => {
    const before = api.clock.now().getTime();
    const res = await sendMission(api, admin, 'POST', '  বই\u09c7\u09be পড়ার অভ্যাস গড়ে তোলা।\n');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Mission saved successfully');
    expect(res.body.mission.mission).toBe('বই\u09cb পড়ার অভ্যাস গড়ে তোলা।');
    expect(Date.parse(res.body.mission.updatedAt)).toBeGreaterThanOrEqual(before);
    const rows = await stored(api);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.mission).toBe('বই\u09cb পড়ার অভ্যাস গড়ে তোলা।');
  });

  it('replaces the existing mission, keeping a single one', async ({ api, admin }) => {
    await sendMission(api, admin, 'POST', 'First');
    api.clock.advance(3_600_000);
    const before = api.clock.now().getTime();
    const res = await sendMission(api, admin, 'POST', 'Second');
    expect(res.status).toBe(200);
    expect(res.body.mission.mission).toBe('Second');
    expect(Date.parse(res.body.mission.updatedAt)).toBeGreaterThanOrEqual(before);
    const rows = await stored(api);
    expect(rows.map((r) => r.mission)).toEqual(['Second']);
    expect((await api.call('GET', '/SingUpAdmin/mission')).body.mission).toBe('Second');
  });

  it.for([
    [{}, 'body.mission is required.'],
    [{ mission: '' }, 'body.mission must not be empty.'],
    [{ mission: '   ' }, 'body.mission has an invalid format.'],
    [{ mission: 'x'.repeat(10_001) }, 'body.mission must be at most 10000 characters.'],
    [{ mission: 'ok', extra: 1 }, 'body.extra is not allowed.'],
  ] as const)('refuses %j', async ([json, message], { api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/mission', { token: admin.token, json });
    expectError(res, 400, { code: 'validation_failed', message });
    expect(await stored(api)).toEqual([]);
  });
});

describe('updateMission', () => {
  it('answers 404 mission_missing before any mission exists, creating nothing', async ({
    api,
    admin,
  }) => {
    const res = await sendMission(api, admin, 'PUT', 'Too early');
    expectError(res, 404, { code: 'mission_missing', message: 'Mission not found' });
    expect(await stored(api)).toEqual([]);
  });

  it('replaces the existing mission', async ({ api, admin }) => {
    await sendMission(api, admin, 'POST', 'Old');
    api.clock.advance(60_000);
    const before = api.clock.now().getTime();
    const res = await sendMission(api, admin, 'PUT', ' New mission ');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Mission updated successfully');
    expect(res.body.mission.mission).toBe('New mission');
    expect(Date.parse(res.body.mission.updatedAt)).toBeGreaterThanOrEqual(before);
    const rows = await stored(api);
    expect(rows.map((r) => r.mission)).toEqual(['New mission']);
    expect(rows[0]!.updated_at.toISOString()).toBe(res.body.mission.updatedAt);
  });

  it('refuses a blank mission and keeps the old one', async ({ api, admin }) => {
    await sendMission(api, admin, 'POST', 'Kept');
    const res = await sendMission(api, admin, 'PUT', ' ');
    expectError(res, 400, {
      code: 'validation_failed',
      field: 'body.mission',
      message: 'body.mission has an invalid format.',
    });
    expect((await stored(api)).map((r) => r.mission)).toEqual(['Kept']);
  });
});
