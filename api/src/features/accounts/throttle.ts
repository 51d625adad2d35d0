import { LoginThrottle } from '../../auth/login-throttle';
import type { Services } from '../../contract/types';
import { HttpError } from '../../http/errors';
import { countHit, databaseThrottleStore } from '../../http/shared-limits';

export interface AccountsLimits {
  /** Failed password checks, per account and client address pair, with growing delays. */
  logins: LoginThrottle;
  /**
   * Counts a password-reset request for an address, known or not, and answers the seconds to
   * wait when it is over 5 in its hour, else 0.
   */
  resetRequest(email: string): Promise<number>;
}

const RESET_REQUESTS = { max: 5, windowMs: 60 * 60_000 };

// Kept in the database so that every API process counts together; one object per app (per
// `services`), the WeakMap letting a closed app's go with it.
const limitsByApp = new WeakMap<Services, AccountsLimits>();

export function accountsLimits(services: Services): AccountsLimits {
  let limits = limitsByApp.get(services);
  if (!limits) {
    limits = {
      logins: new LoginThrottle(databaseThrottleStore(services.db)),
      async resetRequest(email) {
        const { hits, retryAfterMs } = await countHit(
          services.db,
          `password-reset ${email}`,
          RESET_REQUESTS.windowMs,
          services.clock.now()
        );
        return hits > RESET_REQUESTS.max ? Math.ceil(retryAfterMs / 1000) : 0;
      },
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
