import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/helpers/app';
import { clubDate, startOfClubMonth } from '../../club-time';
import { seedDemo } from './demo';

const { admin: DEMO_ADMIN, rahim: RAHIM, nusrat: NUSRAT } = demoLogins();
import { allUploads, demoLogins, tableCounts } from './testing';

let api: TestApi | null = null;

afterEach(async () => {
  await api?.close();
  api = null;
});

// Each test opens a database and seeds it: slow on a small shared machine, hence the timeout.
describe('seedDemo options and failures', { timeout: 180_000 }, () => {
  it('withDemoAdmin false creates no admin and does not mention one', async () => {
    api = await createTestApi();
    const summary = await seedDemo(api.app.services, { withDemoAdmin: false });
    expect(summary).toContain('no demo admin');
    expect(await api.db.selectFrom('admins').selectAll().execute()).toEqual([]);
    const demo = await api.db
      .selectFrom('notices')
      .select(['description', 'description_en'])
      .where('notice_title_en', 'ilike', '%demo%')
      .executeTakeFirstOrThrow();
    expect(demo.description_en).toContain(NUSRAT.email);
    expect(demo.description_en).not.toContain(DEMO_ADMIN.email);
    expect(demo.description).not.toContain(DEMO_ADMIN.email);
    expect((await tableCounts(api)).users).toBe(6);
  });

  it('keeps an existing admin of the demo address instead of failing', async () => {
    api = await createTestApi();
    await api.db
      .insertInto('admins')
      .values({ email: 'ADMIN@pathagar.demo', password_hash: 'kept' })
      .execute();
    await seedDemo(api.app.services, { withDemoAdmin: true });
    const admins = await api.db.selectFrom('admins').select('password_hash').execute();
    expect(admins).toEqual([{ password_hash: 'kept' }]);
  });

  it('puts Rahim’s latest read in the current month even a minute after it began', async () => {
    api = await createTestApi();
    // Move the clock to one minute after midnight on the 1st in Dhaka (18:01 UTC the day before).
    const nextMonth = startOfClubMonth(new Date(), 1).getTime();
    api.clock.advance(nextMonth + 60_000 - Date.now());
    await seedDemo(api.app.services, { withDemoAdmin: false });
    const latest = await api.db
      .selectFrom('rent_records')
      .innerJoin('users', 'users.unique_id', 'rent_records.user_id')
      .select(sql<Date>`max(confirmed_at)`.as('at'))
      .where('users.email', '=', RAHIM.email)
      .executeTakeFirstOrThrow();
    const now = api.clock.now();
    expect(clubDate(now).slice(8)).toBe('01');
    expect(clubDate(latest.at).slice(0, 7)).toBe(clubDate(now).slice(0, 7));
    expect(latest.at.getTime()).toBeLessThan(now.getTime());
  });

  it('seeds once when two starts race on one empty database', async () => {
    api = await createTestApi();
    const results = await Promise.all([
      seedDemo(api.app.services, { withDemoAdmin: true }),
      seedDemo(api.app.services, { withDemoAdmin: true }),
    ]);
    expect(results.filter((r) => r.startsWith('skipped: '))).toHaveLength(1);
    const counts = await tableCounts(api);
    expect(counts.admins).toBe(1);
    expect(counts.users).toBe(6);
    // The loser's pictures were deleted: every stored file is one the data refers to.
    const { rows } = await sql<{ n: number }>`
      select (select count(*) from books) + (select count(*) from users where image_key is not null)
        + (select count(*) from notices where image_key is not null) + (select count(*) from events)
        + (select count(*) from blogs) + (select count(*) from gallery_images)
        + (select count(*) from team_members where image_key is not null) as n`.execute(api.db);
    expect(await allUploads(api)).toHaveLength(Number(rows[0]!.n));
  });

  it('leaves neither rows nor files behind when the transaction fails', async () => {
    api = await createTestApi();
    // The last table the seed writes refuses rows, so everything before it must roll back.
    await sql`
      create function refuse_mission() returns trigger language plpgsql as $$
      begin raise exception 'mission refused for the test'; end $$`.execute(api.db);
    await sql`
      create trigger refuse_mission before insert on mission
      for each row execute function refuse_mission()`.execute(api.db);

    await expect(seedDemo(api.app.services, { withDemoAdmin: true })).rejects.toThrow(
      /mission refused/
    );
    const counts = await tableCounts(api);
    for (const [table, count] of Object.entries(counts)) expect(count, table).toBe(0);
    expect(await allUploads(api)).toEqual([]);
  });
});
