import type { FastifyRequest } from 'fastify';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { signToken } from '../../auth/tokens';
import type { Handler, Services } from '../../contract/types';
import { HttpError } from '../../http/errors';
import {
  findAdminByEmail,
  findUserByEmail,
  normaliseEmail,
  replacePasswordHash,
} from './repository';
import { accountsLimits, tooManyRequests } from './throttle';

/** The contract gives admin sessions 8 hours (members get the configured lifetime, 24 h). */
const ADMIN_TTL_SECONDS = 8 * 60 * 60;

interface Account {
  id: number;
  passwordHash: string;
  tokenVersion: number;
}

/**
 * The shared login path. Each attempt is counted as a failure before the password is checked and
 * forgiven when it succeeds, so that a burst of parallel guesses cannot all slip past the limit
 * while the (slow) hash is being verified. An unknown e-mail is checked against a decoy hash so
 * that it costs as long as a wrong password.
 */
async function authenticate(
  kind: 'member' | 'admin',
  services: Services,
  request: FastifyRequest,
  email: string,
  password: string,
  lookup: () => Promise<Account | undefined>,
  wrongCredentials: string
): Promise<Account> {
  const failures = accountsLimits(services).loginFailures;
  const now = services.clock.now().getTime();
  const ipKey = `ip:${request.ip}`;
  const accountKey = `${kind}:${email}`;
  const wait = Math.max(failures.retryAfter(ipKey, now), failures.retryAfter(accountKey, now));
  if (wait > 0) {
    throw tooManyRequests(
      'too_many_attempts',
      'Too many failed login attempts. Please try again later.',
      wait
    );
  }
  failures.record(ipKey, now);
  failures.record(accountKey, now);

  const account = await lookup();
  const result = await verifyPassword(account?.passwordHash ?? (await decoyHash()), password);
  if (!account || !result.ok) throw new HttpError(401, 'wrong_credentials', wrongCredentials);

  failures.forgive(ipKey, now);
  failures.clear(accountKey);
  if (result.needsRehash) {
    // A legacy bcrypt (or outdated argon2) hash is replaced now that the password is known.
    await replacePasswordHash(
      services.db,
      kind === 'member' ? 'users' : 'admins',
      account.id,
      account.passwordHash,
      await hashPassword(password)
    );
  }
  return account;
}

export const loginMember: Handler<'loginMember'> = async ({ body, services, request }) => {
  const email = normaliseEmail(body.email);
  const account = await authenticate(
    'member',
    services,
    request,
    email,
    body.password,
    async () => {
      const user = await findUserByEmail(services.db, email);
      return (
        user && {
          id: user.unique_id,
          passwordHash: user.password_hash,
          tokenVersion: user.token_version,
        }
      );
    },
    'Wrong Username and password'
  );
  const { token, expiresAt } = await signToken(
    { role: 'member', id: account.id, version: account.tokenVersion },
    services.config.jwtSecret,
    services.config.tokenTtlSeconds,
    services.clock.now()
  );
  return {
    access_token: token,
    message: 'Login successful!',
    role: 'member',
    expiresAt: expiresAt.toISOString(),
    uniqueId: account.id,
  };
};

export const loginAdmin: Handler<'loginAdmin'> = async ({ body, services, request }) => {
  const email = normaliseEmail(body.email);
  const account = await authenticate(
    'admin',
    services,
    request,
    email,
    body.password,
    async () => {
      const admin = await findAdminByEmail(services.db, email);
      return (
        admin && {
          id: admin.id,
          passwordHash: admin.password_hash,
          tokenVersion: admin.token_version,
        }
      );
    },
    'Wrong username or password.'
  );
  const { token, expiresAt } = await signToken(
    { role: 'admin', id: account.id, version: account.tokenVersion },
    services.config.jwtSecret,
    Math.min(services.config.tokenTtlSeconds, ADMIN_TTL_SECONDS),
    services.clock.now()
  );
  return {
    access_token: token,
    message: 'Login successful!',
    role: 'admin',
    expiresAt: expiresAt.toISOString(),
  };
};
