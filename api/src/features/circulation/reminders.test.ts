import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../test/helpers/api-test';
import { activateMembership } from '../../../test/helpers/fixtures';
import { createWorker } from '../../jobs/queue';
import {
  bookAndBorrowers,
  createBook,
  createBorrower,
  DAY_MS,
  lend,
  loanAt,
  travel,
} from '../lending/test-support';

import { runReminders } from './reminders';
import { mailsTo, runJobs } from './test-support';

const sweep = async (api: any) => (await runReminders(api.app.services)).recorded;

describe('reminders', () => {
  it('sends each reminder of a loan once: due soon, on the day, overdue 1 and 7 days after', async ({
    api,
    admin,
  }) => {
    const { member: a } = await loanAt(api, admin, 'Received', { copies: 1, days: 3 });

    expect(await sweep(api)).toBe(1);
    expect(await sweep(api)).toBe(0);
    await travel(api, 3 * DAY_MS, [a, admin]);
    expect(await sweep(api)).toBe(1);
    expect(await sweep(api)).toBe(0);
    await travel(api, DAY_MS, [a, admin]);
    expect(await sweep(api)).toBe(1);
    await travel(api, 3 * DAY_MS, [a, admin]);
    expect(await sweep(api)).toBe(0);
    await travel(api, 3 * DAY_MS, [a, admin]);
    expect(await sweep(api)).toBe(1);
    expect(await sweep(api)).toBe(0);

    await runJobs(api);
    const subjects = (await mailsTo(api, a.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      expect.stringContaining('ফেরতের তারিখ আসছে'),
      expect.stringContaining('আজ ফেরতের শেষ দিন'),
      expect.stringContaining('ফেরতের তারিখ পেরিয়ে গেছে'),
      expect.stringContaining('ফেরতের তারিখ পেরিয়ে গেছে'),
    ]);
    const overdue7 = (await mailsTo(api, a.email))[3]!;
    expect(overdue7.text).toContain('৭ দিন');
    expect(overdue7.text).toContain('7 days ago');
    expect(overdue7.html).toMatch(/<div lang="bn">.*<hr><div lang="en">/s);

    const sent = await api.call('GET', '/ext/reminders', { token: admin.token });
    expect(sent.body.total).toBe(4);
    expect(sent.body.reminders.map((r: any) => r.kind)).toEqual([
      'overdue',
      'overdue',
      'due_today',
      'due_soon',
    ]);
    expect(sent.body.reminders[0]).toMatchObject({
      userId: a.userId,
      email: a.email,
      channel: 'mail',
    });
  });

  it("follows the member's choices and language; membership expiry is reminded once", async ({
    api,
    admin,
  }) => {
    const [book, a] = await bookAndBorrowers(api, 1, { copies: 1 });
    await activateMembership(api, a.userId, 10);
    expect((await api.call('GET', '/ext/reminder-preferences', { token: a.token })).body).toEqual({
      language: 'bn',
      dueSoon: true,
      dueToday: true,
      overdue: true,
      holds: true,
      membership: true,
    });
    const saved = await api.call('PUT', '/ext/reminder-preferences', {
      token: a.token,
      json: {
        language: 'en',
        dueSoon: false,
        dueToday: true,
        overdue: true,
        holds: true,
        membership: true,
      },
    });
    expect(saved.status).toBe(200);
    const bad = await api.call('PUT', '/ext/reminder-preferences', {
      token: a.token,
      json: { ...saved.body, language: 'fr' },
    });
    expect(bad.body).toMatchObject({ code: 'validation_failed', field: 'body.language' });

    await lend(api, admin, a, book, 'Received', { days: 2 });
    // due soon is off; the membership ends within 14 days.
    expect(await sweep(api)).toBe(1);
    expect(await sweep(api)).toBe(0);
    await runJobs(api);
    const [mail] = await mailsTo(api, a.email);
    expect(mail!.subject).toBe('Your membership ends soon');
    expect(mail!.text.indexOf('Dear')).toBeLessThan(mail!.text.indexOf('প্রিয়'));
  });

  it('two workers sharing the database deliver every queued mail exactly once', async ({
    api,
    admin,
  }) => {
    const book = await createBook(api, { copies: 40 });
    const members = [];
    for (let i = 0; i < 20; i++) {
      const m = await createBorrower(api);
      await lend(api, admin, m, book, 'Received', { days: 1 });
      members.push(m);
    }
    expect(await sweep(api)).toBe(20);
    const sends = new Map<string, number>();
    const services = api.app.services;
    const mailer = services.mailer;
    const counting = {
      outboxDir: null,
      async send(message: { to: string }) {
        sends.set(message.to, (sends.get(message.to) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      },
    };
    const handlers = { 'notify:mail': async (job: any) => counting.send(job.payload) };
    const log = { warn: () => undefined, error: () => undefined };
    const one = createWorker({ db: api.db, clock: api.clock, handlers, log });
    const two = createWorker({ db: api.db, clock: api.clock, handlers, log });
    const [n1, n2] = await Promise.all([one.drain(), two.drain()]);
    expect(n1 + n2).toBe(20);
    expect([...sends.values()].every((n) => n === 1)).toBe(true);
    expect(sends.size).toBe(20);
    expect(services.mailer).toBe(mailer);
    const left = await api.db
      .selectFrom('jobs')
      .select('status')
      .where('status', '<>', 'done')
      .execute();
    expect(left).toEqual([]);
    void admin;
  });
});
