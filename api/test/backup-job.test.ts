import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { BACKUP_NAME } from '../src/maintenance/backup';
import {
  BACKUP_JOB,
  backupDueAt,
  backupRunKey,
  scheduleBackup,
} from '../src/maintenance/backup-job';
import { openTestDatabase, TestClock } from './helpers/app';
import { quietConfig } from './helpers/config';

/**
 * The daily backup is a job of the queue: two apps over one database (two API processes) both
 * write the day's job, one of them takes it when it falls due, and the directory keeps the newest
 * BACKUP_KEEP. On the engine of the run (PGlite's dump, or pg_dump of a PostgreSQL database).
 * test/multi-process.test.ts does the same with two real processes on PostgreSQL.
 */
const clock = new TestClock();
let dataDir = '';
let apps: FastifyInstance[] = [];
let close = async () => undefined as void;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pathagar-backup-job-'));
  const { db, drop, backupSource } = await openTestDatabase();
  const config = quietConfig(dataDir, { BACKUP_KEEP: '2' });
  const build = () => buildApp({ config, db, clock, logger: false, backupSource });
  apps = await Promise.all([build(), build()]);
  close = async () => {
    await Promise.all(apps.map((a) => a.close()));
    await db.destroy();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close());

const archives = async () =>
  (await readdir(path.join(dataDir, 'backups')).catch(() => [] as string[]))
    .filter((n) => BACKUP_NAME.test(n))
    .sort();

describe('the daily backup on the job queue', () => {
  it('runs once a day across two processes and keeps the newest BACKUP_KEEP', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const made: string[] = [];
    for (let day = 1; day <= 3; day++) {
      // Both processes' polls write the day's job, each several times: one job.
      for (const app of [a, b, a, b]) await scheduleBackup(app.services);
      const key = backupRunKey(clock.now());
      const jobs = await a.services.db
        .selectFrom('jobs')
        .select(['unique_key', 'status', 'run_at'])
        .where('kind', '=', BACKUP_JOB)
        .orderBy('id')
        .execute();
      expect(jobs).toHaveLength(day);
      expect(jobs.at(-1)).toMatchObject({ unique_key: key, status: 'pending' });
      expect(jobs.at(-1)!.run_at.getTime()).toBe(backupDueAt(clock.now()).getTime());

      // Not due before 03:00 the next night: a (re)start does not back up at once.
      expect(await a.services.jobs.worker.runDue()).toBe(0);
      clock.advance(backupDueAt(clock.now()).getTime() - clock.now().getTime() + 60_000);
      const ran = await Promise.all([
        a.services.jobs.worker.drain(),
        b.services.jobs.worker.drain(),
      ]);
      expect(ran[0] + ran[1]).toBe(1);
      const now = await archives();
      made.push(now.at(-1)!);
      expect(now).toEqual(made.slice(-2));
    }
    expect(made).toHaveLength(3);
    expect(new Set(made).size).toBe(3);
    const done = await a.services.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('kind', '=', BACKUP_JOB)
      .execute();
    expect(done).toEqual(Array(3).fill({ status: 'done', attempts: 1 }));
  });
});
