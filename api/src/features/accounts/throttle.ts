import type { Services } from '../../contract/types';
import { HttpError } from '../../http/errors';

/**
 * Sliding-window counters kept in this process's memory. That is enough for one API node; several
 * nodes behind a load balancer would need a shared store (a PostgreSQL table or Redis), or an
 * attacker could spread attempts over the nodes.
 */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number
  ) {}

  /** Seconds until `key` may act again, or 0 when it may act now. */
  retryAfter(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.max) return 0;
    const oldest = recent[recent.length - this.max]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  /** Counts one event for `key` at `now`. */
  record(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    // Only the last `max` events decide anything; older ones are dropped to bound memory.
    if (recent.length > this.max) recent.splice(0, recent.length - this.max);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
  }

  /** Takes back one event recorded at `at` (an attempt that turned out to succeed). */
  forgive(key: string, at: number): void {
    const list = this.hits.get(key);
    const index = list?.lastIndexOf(at) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const list = this.hits.get(key) ?? [];
    return list.filter((t) => t > now - this.windowMs);
  }

  private sweep(now: number): void {
    for (const [key, list] of this.hits) {
      if (!list.some((t) => t > now - this.windowMs)) this.hits.delete(key);
    }
  }
}

export interface AccountsLimits {
  /** Failed logins, per client address and per account: 5 a minute. */
  loginFailures: SlidingWindow;
  /** Password-reset requests per e-mail address, known or not: 5 an hour. */
  resetRequests: SlidingWindow;
}

// One set of counters per app (per `services`), so that separate apps, such as test apps, do not
// share them; the WeakMap lets a closed app's counters be collected with it.
const limitsByApp = new WeakMap<Services, AccountsLimits>();

export function accountsLimits(services: Services): AccountsLimits {
  let limits = limitsByApp.get(services);
  if (!limits) {
    limits = {
      loginFailures: new SlidingWindow(5, 60_000),
      resetRequests: new SlidingWindow(5, 60 * 60_000),
    };
    limitsByApp.set(services, limits);
  }
  return limits;
}

/** A 429 whose Retry-After header the platform's error handler sets from `retryAfter`. */
export function tooManyRequests(
  code: 'rate_limited' | 'too_many_attempts',
  message: string,
  retryAfterSeconds: number
): HttpError {
  return Object.assign(new HttpError(429, code, message), {
    retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}
