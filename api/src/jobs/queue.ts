import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Clock } from '../contract/types';
import type { DB } from '../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The durable job queue: a table of the database, so that a job is written in the same
 * transaction as the change that causes it (no change without its mail, no mail without its
 * change) and survives a crash. Workers take due jobs with FOR UPDATE SKIP LOCKED, so several
 * API processes on one PostgreSQL never take the same job; a taken job is leased, and a job
 * whose worker died (kill -9) is taken again when its lease runs out.
 *
 * Why not pg-boss or graphile-worker: both need several connections and LISTEN/NOTIFY across
 * sessions, while the embedded database (PGlite) is one session in one process.
 */

export interface EnqueueOptions {
  /** When to run it (default: now by the clock). */
  runAt?: Date;
  /** A job with the same key is written only once (e.g. one reminder run per hour). */
  uniqueKey?: string;
  maxAttempts?: number;
}

export async function enqueue(
  db: Db,
  clock: Clock,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {}
): Promise<number | null> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      unique_key: options.uniqueKey ?? null,
      run_at: options.runAt ?? clock.now(),
      max_attempts: options.maxAttempts ?? 8,
      created_at: clock.now(),
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Writes many jobs at once (due now), e.g. the mails of a reminder run. */
export async function enqueueMany(
  db: Db,
  clock: Clock,
  jobs: { kind: string; payload: unknown }[]
): Promise<void> {
  const now = clock.now();
  for (let i = 0; i < jobs.length; i += 1000) {
    await db
      .insertInto('jobs')
      .values(
        jobs.slice(i, i + 1000).map((j) => ({
          kind: j.kind,
          payload: JSON.stringify(j.payload),
          run_at: now,
          created_at: now,
        }))
      )
      .execute();
  }
}

/** Seconds to wait before attempt n+1 after n failures: 10 s, 40 s, 2.5 min… capped at 6 h. */
export function backoffMs(failures: number): number {
  return Math.min(10_000 * 4 ** (failures - 1), 6 * 3600_000);
}

export interface Job {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

export type JobHandler = (job: Job) => Promise<void>;

export interface WorkerOptions {
  db: Kysely<DB>;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** How long a taken job is reserved for its worker before others may take it again. */
  leaseMs?: number;
  backoff?: (failures: number) => number;
}

export interface Worker {
  readonly id: string;
  /** Takes up to `limit` due jobs and runs them; answers how many ran (succeeded or not). */
  runDue(limit?: number): Promise<number>;
  /** Runs one given job now if it is still pending and free (the caller's own mail). */
  runJob(id: number): Promise<boolean>;
  /** Runs due jobs until none is left. */
  drain(): Promise<number>;
}

export function createWorker(options: WorkerOptions): Worker {
  const { db, clock, handlers, log } = options;
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoff = options.backoff ?? backoffMs;

  /** Reserves jobs in a short transaction; the work itself runs outside it. */
  async function take(limit: number, onlyId?: number): Promise<Job[]> {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('jobs')
        .select(['id', 'kind', 'payload', 'attempts'])
        .where('status', '=', 'pending')
        .where('run_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('run_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      if (onlyId !== undefined) query = query.where('id', '=', String(onlyId));
      const rows = await query.execute();
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      await trx
        .updateTable('jobs')
        .set({
          locked_by: id,
          locked_until: new Date(now.getTime() + leaseMs),
          attempts: sql`attempts + 1`,
        })
        .where('id', 'in', ids)
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        payload: r.payload,
        attempts: r.attempts + 1,
      }));
    });
  }

  async function run(job: Job): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await db
        .updateTable('jobs')
        .set({
          status: 'done',
          done_at: clock.now(),
          locked_until: null,
          last_error: null,
          // A delivered message's content (a sign-up code, a reset link) is not kept.
          ...(job.kind.startsWith('notify:') ? { payload: '{}' } : {}),
        })
        .where('id', '=', String(job.id))
        .where('locked_by', '=', id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const row = await db
        .updateTable('jobs')
        .set((eb) => ({
          status: eb
            .case()
            .when('attempts', '>=', eb.ref('max_attempts'))
            .then(sql.lit<'failed'>('failed'))
            .else(sql.lit<'pending'>('pending'))
            .end(),
          run_at: new Date(clock.now().getTime() + backoff(job.attempts)),
          locked_until: null,
          last_error: message.slice(0, 2000),
        }))
        .where('id', '=', String(job.id))
        .where('locked_by', '=', id)
        .returning(['status'])
        .executeTakeFirst();
      const fields = { jobId: job.id, kind: job.kind, attempt: job.attempts, err: message };
      if (row?.status === 'failed') log.error(fields, 'job failed for good');
      else log.warn(fields, 'job failed; will retry');
    }
  }

  async function runDue(limit = 20): Promise<number> {
    const jobs = await take(limit);
    for (const job of jobs) await run(job);
    return jobs.length;
  }

  return {
    id,
    runDue,
    async runJob(jobId) {
      const [job] = await take(1, jobId);
      if (!job) return false;
      await run(job);
      return true;
    },
    async drain() {
      let total = 0;
      for (let n = await runDue(); n > 0; n = await runDue()) total += n;
      return total;
    },
  };
}

/**
 * Polls the queue every `intervalMs` (and at once when kicked), one batch at a time, until
 * stopped. Used by the server; tests call the worker directly.
 */
export function startPolling(
  worker: Worker,
  intervalMs: number,
  onError: (error: unknown) => void,
  beforeEach?: () => Promise<void>
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    try {
      await beforeEach?.();
      while (!stopped && (await worker.runDue()) > 0);
    } catch (error) {
      onError(error);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = null;
        schedule();
      });
    }, intervalMs);
    timer.unref?.();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
