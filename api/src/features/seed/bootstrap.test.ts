import { afterEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/helpers/app';
import { verifyPassword } from '../../auth/passwords';
import { bootstrap } from '../../bootstrap';

const { admin: DEMO_ADMIN } = demoLogins();
import { allUploads, demoLogins, tableCounts } from './testing';

const FIRST_ADMIN = { ADMIN_EMAIL: 'Owner@Club.example', ADMIN_PASSWORD: 'first admin password' };

const opened: TestApi[] = [];
async function open(env: Record<string, string>): Promise<TestApi> {
  const api = await createTestApi(env);
  opened.push(api);
  return api;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((api) => api.close()));
});

const TABLES_EXCEPT_ADMINS = [
  'users',
  'books',
  'book_copies',
  'rent_records',
  'memberships',
  'accepted_payments',
  'membership_applications',
  'donations',
  'donation_requests',
  'rank_settings',
  'notices',
  'events',
  'blogs',
  'gallery_items',
  'gallery_images',
  'team_members',
  'faqs',
  'mission',
] as const;

// Each test opens a database and seeds it: slow on a small shared machine, hence the timeout.
describe('bootstrap', { timeout: 180_000 }, () => {
  it('with ADMIN_EMAIL on an empty database: that admin and the demo, no demo admin', async () => {
    const api = await open({ SEED: 'demo', ...FIRST_ADMIN });
    await bootstrap(api.app.services);

    const admins = await api.db.selectFrom('admins').selectAll().execute();
    expect(admins.map((a) => a.email)).toEqual(['owner@club.example']);
    expect((await verifyPassword(admins[0]!.password_hash, FIRST_ADMIN.ADMIN_PASSWORD)).ok).toBe(
      true
    );
    const counts = await tableCounts(api);
    expect(counts.books).toBeGreaterThanOrEqual(60);
    expect(counts.users).toBe(6);
    expect(counts.events).toBe(4);
    // The demo notice does not advertise an admin login that does not exist.
    const notices = await api.db.selectFrom('notices').select('description_en').execute();
    for (const notice of notices) {
      expect(notice.description_en).not.toContain(DEMO_ADMIN.password);
    }
  });

  it('without ADMIN_EMAIL: the demo admin is the first admin', async () => {
    const api = await open({ SEED: 'demo' });
    await bootstrap(api.app.services);
    const admins = await api.db.selectFrom('admins').select('email').execute();
    expect(admins).toEqual([{ email: DEMO_ADMIN.email }]);
    expect((await tableCounts(api)).books).toBeGreaterThanOrEqual(60);
  });

  it('with SEED=none: only the first admin, no data and no files', async () => {
    const api = await open({ SEED: 'none', ...FIRST_ADMIN });
    await bootstrap(api.app.services);
    const counts = await tableCounts(api);
    expect(counts.admins).toBe(1);
    for (const table of TABLES_EXCEPT_ADMINS) expect(counts[table], table).toBe(0);
    expect(await allUploads(api)).toEqual([]);
  });

  it('a second start changes nothing, even with other admin variables', async () => {
    const api = await open({ SEED: 'demo', ...FIRST_ADMIN });
    await bootstrap(api.app.services);
    const counts = await tableCounts(api);
    const files = await allUploads(api);
    const admins = await api.db.selectFrom('admins').selectAll().execute();

    await bootstrap(api.app.services);
    // A restart with another ADMIN_EMAIL must not add it: admins exist already.
    const restarted = {
      ...api.app.services,
      config: {
        ...api.app.services.config,
        firstAdmin: { email: 'other@club.example', password: 'another password' },
      },
    };
    await bootstrap(restarted);

    expect(await tableCounts(api)).toEqual(counts);
    expect(await allUploads(api)).toEqual(files);
    expect(await api.db.selectFrom('admins').selectAll().execute()).toEqual(admins);
  });
});
