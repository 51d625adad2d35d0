import { sql } from 'kysely';
import { defineHandlers } from '../../../contract/types';
import type { Database } from '../../../db/index';
import { HttpError } from '../../../http/errors';
import { apiVersion } from './version';

/** Monitors expect an answer quickly; a database that takes longer counts as down. */
export const PING_TIMEOUT_MS = 2000;

async function ping(db: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthHandlers = defineHandlers({
  getHealth: async ({ services }) => {
    try {
      await ping(services.db, PING_TIMEOUT_MS);
    } catch (error) {
      services.log.warn({ err: error }, 'health check: the database does not answer');
      throw new HttpError(503, 'unavailable', 'The database is unavailable.', undefined, {
        status: 'unavailable',
        database: 'down',
      });
    }
    return { status: 'ok', database: 'ok', version: apiVersion() };
  },
});
