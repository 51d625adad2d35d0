import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { kyselyOverPglite, kyselyOverPostgres, openPglite } from '../db/index';
import { startSmtpServer } from '../../test/helpers/smtp';
import { createRunDatabase } from '../../test/helpers/postgres';
import { freePort, isHealthy, until } from '../../test/helpers/process';

/**
 * The API as a real process, killed with SIGKILL while it is handing a mail to the SMTP server
 * (after the transaction that queued the mail committed): after a restart the mail arrives,
 * once. Runs on the engine of the suite (PGlite on disk, or a PostgreSQL database of its own).
 */
const apiRoot = path.resolve(__dirname, '../..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

/**
 * tsx as a loader inside the server's own process: its command-line wrapper runs the server in a
 * child of its own, so SIGKILL (which the wrapper cannot pass on) killed the wrapper only, and the
 * server lived on, sent the mail itself and outlived the suite.
 */
function startApi(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.resume();
  child.stderr!.resume();
  children.push(child);
  return child;
}

describe('a queued mail survives kill -9 between commit and send', () => {
  it('is delivered exactly once after a restart', { timeout: 180_000 }, async () => {
    const engine = inject('engine');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pathagar-crash-'));
    let databaseUrl = '';
    let dropDatabase = async () => undefined as void;
    if (engine === 'postgres') {
      ({ url: databaseUrl, drop: dropDatabase } = await createRunDatabase({
        label: 'crash',
        migrated: true,
      }));
    }
    // The first delivery hangs (the API is killed during it); the next is accepted.
    const smtp = await startSmtpServer((n) => (n === 1 ? 'stall' : 'accept'));
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED: 'none',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      JOB_POLL_MS: '100',
      JOB_LEASE_MS: '1500',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    };
    try {
      const first = startApi(env);
      await until(() => isHealthy(port), 200);
      const stalled = smtp.stalled();
      // The answer waits for the first delivery attempt, which hangs: do not await it.
      void fetch(`http://127.0.0.1:${port}/ext/email-verification`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'crash@example.com' }),
      }).catch(() => undefined);
      await stalled;
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      // Nothing answers on the port any more: the server itself is dead, not a wrapper around it.
      expect(await isHealthy(port)).toBe(false);
      expect(smtp.received).toHaveLength(0);

      const second = startApi(env);
      await until(() => isHealthy(port), 200);
      await smtp.accepted(1);
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));

      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['crash@example.com']);
      // The job is done, so nothing can send it again.
      const db =
        engine === 'postgres'
          ? kyselyOverPostgres(databaseUrl, 1)
          : kyselyOverPglite(await openPglite(path.join(dataDir, 'db')));
      const jobs = await db.selectFrom('jobs').select(['kind', 'status', 'attempts']).execute();
      await db.destroy();
      // (The other job is the hour's reminder run, written by the first process's poll.)
      expect(jobs.filter((j) => j.kind === 'notify:mail')).toEqual([
        { kind: 'notify:mail', status: 'done', attempts: 2 },
      ]);
    } finally {
      await smtp.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
