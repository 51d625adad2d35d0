/**
 * Failed password checks, counted per account and client address together (issue 21): guesses
 * from one address slow down only that address's attempts at that account, so an attacker
 * elsewhere cannot lock a member out, and members behind one NAT (a club event on one Wi-Fi)
 * do not slow each other down. The delay grows with each failure.
 *
 * The counters sit behind `ThrottleStore`; the one the server uses keeps them in the database
 * (src/http/shared-limits.ts), shared by every API process.
 */
export interface ThrottleStore {
  /**
   * Atomically: when `key` may try at `now` — `waitMs(failures)` has passed since its last
   * counted attempt — counts this attempt and answers 0; otherwise counts nothing and answers the
   * milliseconds still to wait. An entry idle for longer than `forgetAfterMs` starts afresh. (A
   * PostgreSQL store does this in one transaction, locking the key's row.)
   */
  take(
    key: string,
    now: number,
    waitMs: (failures: number) => number,
    forgetAfterMs: number
  ): Promise<number>;
  /** Forgets `key` (a successful login). */
  reset(key: string): Promise<void>;
}

export interface ThrottlePolicy {
  /** The failure after which the first delay starts (the attempts before it are free). */
  free: number;
  /** The delay after failure number `free`, in seconds; it doubles with each further one. */
  baseSeconds: number;
  maxSeconds: number;
  /** A pair that has not failed for this long starts afresh. */
  forgetAfterMs: number;
}

/**
 * Five tries with no delay (as many as the old per-account limit allowed); after the fifth
 * failure 30 s, then 1 min, 2 min… up to 15 min.
 */
export const LOGIN_POLICY: ThrottlePolicy = {
  free: 5,
  baseSeconds: 30,
  maxSeconds: 15 * 60,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** Seconds to wait after `failures` failures before the next attempt. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.free) return 0;
  // 2^30 s is far past any cap; the exponent is bounded so the arithmetic stays exact.
  const doublings = Math.min(failures - policy.free, 30);
  return Math.min(policy.baseSeconds * 2 ** doublings, policy.maxSeconds);
}

export class LoginThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly policy: ThrottlePolicy = LOGIN_POLICY
  ) {}

  /**
   * Counts an attempt before the password is checked (so a burst of parallel guesses cannot all
   * slip through while the slow hash runs) and answers 0 to go ahead, or the seconds the caller
   * must still wait; an attempt refused this way is not counted, so Retry-After can be trusted.
   */
  async attempt(key: string, now: number): Promise<number> {
    const waitMs = await this.store.take(
      key,
      now,
      (failures) => delayAfter(failures, this.policy) * 1000,
      this.policy.forgetAfterMs
    );
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** The password was right: the pair starts afresh. */
  succeeded(key: string): Promise<void> {
    return this.store.reset(key);
  }
}

/** The key of an account and client address pair. */
export const pairKey = (kind: 'member' | 'admin', email: string, ip: string) =>
  `${kind}:${email}|${ip}`;
