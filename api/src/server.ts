import { sql } from 'kysely';
import pino from 'pino';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { fileClock } from './contract/file-clock';
import {
  checkpointPglite,
  checkpointPgliteIfWalGrew,
  openDatabase,
  type DatabaseHandle,
} from './db/index';
import { migrateToLatest } from './db/migrate';
import { scheduleBackup } from './maintenance/backup-job';
import { reminderRunKey } from './features/circulation/reminders';

/** An arbitrary key of the advisory lock that serialises start-up across processes. */
const START_LOCK = 7_240_517;

/**
 * Processes started together on one PostgreSQL take turns at start-up: the first migrates and
 * creates the first admin (and the demo data); the others then find them done instead of racing
 * to create them. PGlite is one process, and its one connection must stay free for `work`.
 */
async function oneAtATime<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (session) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(session);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(session);
    }
  });
}

/** `pnpm start`: migrate, create the first admin, seed an empty database, serve on PORT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // Written from a buffer by libuv instead of one blocking write(2) per line: a request's
  // answer line cost as much as a cached read itself (issue 20). Under load the lines of many
  // requests go out in one write; what is left is written synchronously before the process ends.
  const logStream = pino.destination({ dest: 1, sync: false });
  const database = await openDatabase(config);
  await oneAtATime(database, () => migrateToLatest(database.db));
  const app = await buildApp({
    config,
    db: database.db,
    logger: {
      level: config.logLevel,
      stream: logStream,
    },
    clock: config.testClockFile ? fileClock(config.testClockFile) : undefined,
    backupSource: database.pglite
      ? { engine: 'pglite', pglite: database.pglite }
      : { engine: 'postgres', databaseUrl: config.databaseUrl! },
  });
  await oneAtATime(database, () => bootstrap(app.services));
  const { pglite } = database;
  if (pglite) {
    // The WAL of the migrations and the seed is released at once; then whenever 64 MB more has
    // been written (checked every 10 s, a one-row read), and each quarter hour's writes.
    const failed = (error: unknown) => app.log.error(error, 'checkpoint failed');
    await checkpointPglite(pglite).catch(failed);
    setInterval(() => void checkpointPgliteIfWalGrew(pglite).catch(failed), 10_000).unref();
    setInterval(() => void checkpointPglite(pglite).catch(failed), 15 * 60_000).unref();
  }
  // The job queue: mail and scheduled work. Each poll also writes the reminder run of the
  // current hour and the day's backup, once across every process (their keys are unique).
  const { services } = app;
  services.jobs.start(config.jobs.pollMs, async () => {
    const now = services.clock.now();
    await services.jobs.enqueue(
      services.db,
      'reminder_sweep',
      {},
      { uniqueKey: reminderRunKey(now) }
    );
    if (config.backups) await scheduleBackup(services);
  });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    logStream.flushSync();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Pathagar API on ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'})`
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
