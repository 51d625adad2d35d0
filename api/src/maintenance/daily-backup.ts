import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../storage/index';
import { createBackup, pruneBackups, sizeOf, type BackupSource } from './backup';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** One backup followed by pruning to the newest `keep`; logs instead of throwing. */
export async function runBackupJob(options: {
  source: BackupSource;
  storage: Storage;
  dir: string;
  keep: number;
  log: FastifyBaseLogger;
}): Promise<string | null> {
  const { log } = options;
  try {
    const archive = await createBackup(options);
    const removed = await pruneBackups(options.dir, options.keep);
    log.info(
      { archive, bytes: await sizeOf(archive), removed },
      `backup written; keeping the newest ${options.keep}`
    );
    return archive;
  } catch (error) {
    log.error({ err: error }, 'the daily backup failed');
    return null;
  }
}

/**
 * The daily backup, as an in-process timer: the first one a day after start (a restart does not
 * pile up backups), then every day. One function, so that it can move onto the job queue (run
 * once across several API processes) when that exists; until then, on PostgreSQL with several
 * processes, turn it on in one of them only (BACKUPS=off on the others) or use `pnpm backup` from
 * cron.
 */
export function scheduleDailyBackups(
  options: Parameters<typeof runBackupJob>[0] & { intervalMs?: number }
): () => void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= runBackupJob(options).finally(() => (running = null));
  }, options.intervalMs ?? DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
