import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../test/helpers/api-test';
import type { TestApi } from '../../test/helpers/app';
import { startSmtpServer } from '../../test/helpers/smtp';
import type { Services } from '../contract/types';
import { createMailer } from '../mail/index';
import { backoffMs } from './queue';

/** Runs `fn` with the app's mail going to a real local SMTP server that answers as `behaviour` says. */
async function overSmtp(
  api: TestApi,
  behaviour: Parameters<typeof startSmtpServer>[0],
  fn: (smtp: Awaited<ReturnType<typeof startSmtpServer>>, services: Services) => Promise<void>
) {
  const smtp = await startSmtpServer(behaviour);
  const services = api.app.services;
  const previous = services.mailer;
  services.mailer = createMailer({
    smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
    from: 'Pathagar <no-reply@pathagar.test>',
    outboxDir: '',
    log: () => undefined,
  });
  try {
    await fn(smtp, services);
  } finally {
    services.mailer = previous;
    await smtp.close();
  }
}

describe('mail through the queue over real SMTP', () => {
  it('retries with backoff when the server refuses, and delivers once, as text and HTML', async ({
    api,
  }) => {
    await overSmtp(
      api,
      (n) => (n === 1 ? 'refuse' : 'accept'),
      async (smtp, services) => {
        const id = await services.jobs.mail(services.db, {
          to: 'reader@example.com',
          subject: 'পরীক্ষা / Test',
          text: 'বাংলা লেখা\n\n----\n\nEnglish text',
          html: '<div lang="bn"><p>বাংলা লেখা</p></div><hr><div lang="en"><p>English text</p></div>',
        });
        await services.jobs.runNow(id);
        expect(smtp.attempts).toBe(1);
        expect(smtp.received).toHaveLength(0);
        const job = await api.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
        expect(job).toMatchObject({ status: 'pending', attempts: 1 });
        expect(job.last_error).toMatch(/451/);
        expect(job.run_at.getTime() - api.clock.now().getTime()).toBeGreaterThan(
          backoffMs(1) - 5000
        );

        // Not due yet: nothing is sent.
        expect(await services.jobs.worker.runDue()).toBe(0);
        api.clock.advance(backoffMs(1));
        expect(await services.jobs.worker.runDue()).toBe(1);
        await smtp.accepted(1);
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.to).toEqual(['reader@example.com']);
        const raw = smtp.received[0]!.raw;
        expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
        expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
        expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
        const done = await api.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
        expect(done).toMatchObject({ status: 'done', attempts: 2, payload: {} });
        // Nothing is left to send again.
        api.clock.advance(backoffMs(5));
        expect(await services.jobs.worker.drain()).toBe(0);
        expect(smtp.received).toHaveLength(1);
      }
    );
  });

  it('gives up after the last attempt and keeps the job as failed', async ({ api }) => {
    await overSmtp(
      api,
      () => 'refuse',
      async (smtp, services) => {
        await services.jobs.mail(
          services.db,
          { to: 'x@example.com', subject: 's', text: 't' },
          { maxAttempts: 3 }
        );
        for (let i = 0; i < 3; i++) {
          expect(await services.jobs.worker.runDue()).toBe(1);
          api.clock.advance(backoffMs(i + 1));
        }
        expect(await services.jobs.worker.drain()).toBe(0);
        expect(smtp.attempts).toBe(3);
        const job = await api.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
        expect(job).toMatchObject({ status: 'failed', attempts: 3 });
      }
    );
  });
});
