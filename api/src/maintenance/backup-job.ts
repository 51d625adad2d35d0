import { clubWallClock, fromClubWallClock } from '../club-time';
import type { Services } from '../contract/types';
import type { JobRunner } from '../jobs/index';
import { createBackup, pruneBackups, sizeOf, type BackupSource } from './backup';

export const BACKUP_JOB = 'daily_backup';

/** Club time of day (Dhaka) at which a day's backup falls due: the club's quietest hour. */
const BACKUP_HOUR = 3;

/** One backup job per club day: several API processes write the same key, so one runs. */
export function backupRunKey(now: Date): string {
  const w = clubWallClock(now);
  const day = new Date(Date.UTC(w.year, w.month, w.day)).toISOString().slice(0, 10);
  return `${BACKUP_JOB}:${day}`;
}

/**
 * The backup of the day of `now` falls due at 03:00 the next night (Dhaka), so a (re)start never
 * backs up at once, and a server that was down at 03:00 catches up when it comes back.
 */
export function backupDueAt(now: Date): Date {
  const w = clubWallClock(now);
  return fromClubWallClock(w.year, w.month, w.day + 1, BACKUP_HOUR);
}

/**
 * Writes today's backup job (once across every process: the key is unique). Called by each
 * process's queue poll, like the hourly reminder run.
 */
export async function scheduleBackup(services: Services): Promise<void> {
  const now = services.clock.now();
  await services.jobs.enqueue(
    services.db,
    BACKUP_JOB,
    {},
    { uniqueKey: backupRunKey(now), runAt: backupDueAt(now), maxAttempts: 4 }
  );
}

/**
 * The backup job's runner: one archive of the database and the uploads into BACKUP_DIR, then
 * the oldest beyond BACKUP_KEEP deleted. A failure throws, so the queue retries it with backoff.
 * With processes on several machines, BACKUP_DIR should be storage they share: whichever process
 * takes the job writes and prunes there.
 */
export function backupJobs(source: BackupSource): Record<string, JobRunner> {
  return {
    [BACKUP_JOB]: async (_job, services: Services) => {
      const { config, storage, clock, log } = services;
      if (!config.backups) return; // turned off since the job was written
      const { dir, keep } = config.backups;
      const archive = await createBackup({ source, storage, dir, now: clock.now() });
      const removed = await pruneBackups(dir, keep);
      log.info(
        { archive, bytes: await sizeOf(archive), removed },
        `backup written; keeping the newest ${keep}`
      );
    },
  };
}
