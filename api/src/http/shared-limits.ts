// Limits kept in the database, so that several API processes behind one load balancer share
// them (issue 22 point 3): the contract's x-rate-limit counters, counters of the features'
// own (password-reset requests per address), and the login throttle's failures.
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import type { ThrottleStore } from '../auth/login-throttle';
import type { Clock } from '../contract/types';
import type { Database } from '../db/index';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How often, in calls, a store sweeps the counters whose window has passed. */
const SWEEP_EVERY = 500;

/**
 * Counts one hit of `key` in its fixed window of `windowMs` (a new window starts with the first
 * hit after the last one ended) with one upsert, atomic across every process on the database.
 * Answers the hits in the window so far, this one included, and the time left in the window.
 */
export async function countHit(db: Database, key: string, windowMs: number, now: Date) {
  const resetAt = new Date(now.getTime() + windowMs);
  const { rows } = await sql<{ hits: number; reset_at: Date }>`
    insert into rate_limit_hits as h (key, hits, reset_at)
    values (${key}, 1, ${resetAt})
    on conflict (key) do update set
      hits = case when h.reset_at <= ${now} then 1 else h.hits + 1 end,
      reset_at = case when h.reset_at <= ${now} then excluded.reset_at else h.reset_at end
    returning hits, reset_at`.execute(db);
  const hit = rows[0]!;
  return {
    hits: hit.hits,
    retryAfterMs: Math.max(0, new Date(hit.reset_at).getTime() - now.getTime()),
  };
}

/**
 * A @fastify/rate-limit store over the database: one row per client key and route, counted with
 * one upsert, so that every API process sharing the database sees the same count. Windows are
 * measured on the app's clock (tests move it) rather than the database's.
 */
export function databaseRateLimitStore(db: Database, clock: Clock) {
  let calls = 0;

  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    // The plugin passes its options first; a route's child store passes its key prefix second.
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = clock.now();
      countHit(db, this.prefix + key, timeWindow, now).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.retryAfterMs }),
        (error: Error) => callback(error)
      );
      if (++calls % SWEEP_EVERY === 0) {
        // Best effort: a failed sweep only leaves rows for the next one.
        db.deleteFrom('rate_limit_hits')
          .where('reset_at', '<', now)
          .execute()
          .catch(() => {});
      }
    }

    // The plugin's types say it passes the route's options; at run time it passes its merged
    // limit settings, with the route's options under routeInfo.
    child(options: RouteOptions & { path: string; prefix: string }) {
      const { routeInfo } = options as unknown as { routeInfo: Partial<RouteOptions> };
      return new DatabaseRateLimitStore(
        undefined,
        `${this.prefix}${String(routeInfo.method)} ${routeInfo.url} `
      );
    }
  };
}

/**
 * The login throttle's counters in the database. The key's row is locked for the decision, so
 * parallel guesses through different processes are counted one after the other.
 */
export function databaseThrottleStore(db: Database): ThrottleStore {
  return {
    take: (key, now, waitMs, forgetAfterMs) =>
      db.transaction().execute(async (trx) => {
        // A row to lock, even for the first attempt (two first attempts must not both pass).
        await trx
          .insertInto('login_throttles')
          .values({ key, failures: 0, last_at: new Date(0) })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        const entry = await trx
          .selectFrom('login_throttles')
          .select(['failures', 'last_at'])
          .where('key', '=', key)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const lastAt = new Date(entry.last_at).getTime();
        const fresh = entry.failures === 0 || now - lastAt > forgetAfterMs;
        if (!fresh) {
          const wait = lastAt + waitMs(entry.failures) - now;
          if (wait > 0) return wait;
        }
        await trx
          .updateTable('login_throttles')
          .set({ failures: fresh ? 1 : entry.failures + 1, last_at: new Date(now) })
          .where('key', '=', key)
          .execute();
        return 0;
      }),
    reset: async (key) => {
      await db.deleteFrom('login_throttles').where('key', '=', key).execute();
    },
  };
}
