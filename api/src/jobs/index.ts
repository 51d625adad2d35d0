import type { Kysely, Transaction } from 'kysely';
import type { Services } from '../contract/types';
import type { DB } from '../db/schema';
import type { MailMessage } from '../mail/index';
import { channelFor, type ChannelName, type Notice } from './channels';
import {
  createWorker,
  enqueue,
  enqueueMany,
  startPolling,
  type EnqueueOptions,
  type Job,
  type Worker,
} from './queue';

type Db = Kysely<DB> | Transaction<DB>;

export type JobRunner = (job: Job, services: Services) => Promise<void>;

/** The queue as handlers see it. */
export interface Jobs {
  worker: Worker;
  /** Writes a job (in the caller's transaction when `db` is one). */
  enqueue(db: Db, kind: string, payload: unknown, options?: EnqueueOptions): Promise<number | null>;
  enqueueMany(db: Db, jobs: { kind: string; payload: unknown }[]): Promise<void>;
  /** Writes a message for one channel (mail, sms) as a job; it is delivered by the queue. */
  notify(
    db: Db,
    channel: ChannelName,
    notice: Notice,
    options?: EnqueueOptions
  ): Promise<number | null>;
  /** Writes an e-mail as a job. */
  mail(db: Db, message: MailMessage, options?: EnqueueOptions): Promise<number | null>;
  /**
   * After the caller's transaction committed: tries its job at once, so that a working mail
   * server has the message before the answer; a failure stays queued and is retried with backoff.
   */
  runNow(id: number | null): Promise<void>;
  /** Starts polling (the server); stopped by `stop`. */
  start(pollMs: number, beforeEach?: () => Promise<void>): void;
  stop(): Promise<void>;
}

export function createJobs(
  services: Omit<Services, 'jobs'>,
  runners: Record<string, JobRunner>
): Jobs {
  const full = services as Services;
  const handlers: Record<string, (job: Job) => Promise<void>> = {};
  for (const [kind, runner] of Object.entries(runners)) handlers[kind] = (job) => runner(job, full);
  // Every channel's deliveries are jobs of kind "notify:<channel>".
  for (const channel of ['mail', 'sms'] as const) {
    handlers[`notify:${channel}`] = (job) => channelFor(channel, full).send(job.payload as Notice);
  }
  const worker = createWorker({
    db: services.db,
    clock: services.clock,
    handlers,
    log: services.log,
    leaseMs: services.config.jobs.leaseMs,
  });
  let poller: ReturnType<typeof startPolling> | null = null;
  const jobs: Jobs = {
    worker,
    enqueue: (db, kind, payload, options) => enqueue(db, services.clock, kind, payload, options),
    enqueueMany: (db, list) => enqueueMany(db, services.clock, list),
    notify: (db, channel, notice, options) =>
      enqueue(db, services.clock, `notify:${channel}`, notice, options),
    mail: (db, message, options) => jobs.notify(db, 'mail', message, options),
    async runNow(id) {
      if (id === null) return;
      try {
        await worker.runJob(id);
      } catch (error) {
        // The job is committed; the poller will take it. The caller's answer does not depend on it.
        services.log.warn({ err: error, jobId: id }, 'job could not run at once');
      }
    },
    start(pollMs, beforeEach) {
      poller ??= startPolling(
        worker,
        pollMs,
        (error) => services.log.error({ err: error }, 'job poll failed'),
        beforeEach
      );
    },
    async stop() {
      await poller?.stop();
      poller = null;
    },
  };
  return jobs;
}
