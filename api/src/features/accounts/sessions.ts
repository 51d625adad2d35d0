import type { FastifyRequest } from 'fastify';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { pairKey } from '../../auth/login-throttle';
import { signToken, tokenLifetime } from '../../auth/tokens';
import type { Handler, Services } from '../../contract/types';
import { HttpError } from '../../http/errors';
import {
  findAdminByEmail,
  findUserByEmail,
  normaliseEmail,
  replacePasswordHash,
} from './repository';
import { accountsLimits, tooManyRequests } from './throttle';
import { checkSecondFactor } from './two-factor';

interface Account {
  id: number;
  passwordHash: string;
  tokenVersion: number;
}

/**
 * The shared login path. Attempts are throttled per account and client address pair with growing
 * delays (src/auth/login-throttle.ts); each is counted before the password is checked and the
 * pair starts afresh when it succeeds. An unknown e-mail is checked against a decoy hash so that
 * it costs as long as a wrong password, and is throttled the same way.
 */
async function authenticate(
  kind: 'member' | 'admin',
  services: Services,
  request: FastifyRequest,
  email: string,
  password: string,
  lookup: () => Promise<Account | undefined>,
  wrongCredentials: string,
  /** A further check once the password is right (an admin's second factor); a throw counts as a failure. */
  secondStep: (account: Account) => Promise<void> = async () => undefined
): Promise<Account> {
  const key = pairKey(kind, email, request.ip);
  await throttleAttempt(services, key);

  const account = await lookup();
  const result = await verifyPassword(account?.passwordHash ?? (await decoyHash()), password);
  if (!account || !result.ok) throw new HttpError(401, 'wrong_credentials', wrongCredentials);
  await secondStep(account);

  await accountsLimits(services).logins.succeeded(key);
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

/** Counts a password check for `key`; a 429 with Retry-After while the pair must still wait. */
export async function throttleAttempt(services: Services, key: string): Promise<void> {
  const wait = await accountsLimits(services).logins.attempt(key, services.clock.now().getTime());
  if (wait > 0) {
    throw tooManyRequests(
      'too_many_attempts',
      'Too many failed login attempts. Please try again later.',
      wait
    );
  }
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
    'Wrong username or password.',
    (admin) =>
      checkSecondFactor(
        services,
        { id: admin.id, email },
        { totpCode: body.totpCode, recoveryCode: body.recoveryCode }
      )
  );
  const { token, expiresAt } = await signToken(
    { role: 'admin', id: account.id, version: account.tokenVersion },
    services.config.jwtSecret,
    tokenLifetime('admin', services.config.tokenTtlSeconds),
    services.clock.now()
  );
  return {
    access_token: token,
    message: 'Login successful!',
    role: 'admin',
    expiresAt: expiresAt.toISOString(),
  };
};
