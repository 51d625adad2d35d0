import type { FastifyRequest } from 'fastify';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { pairKey } from '../../auth/login-throttle';
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
import { checkSecondFactor } from './two-factor';

interface Account {
  id: number;
  passwordHash: string;
  tokenVersion: number;
}

/** The login columns of the member or admin with this (normalised) e-mail. */
async function findAccount(
  services: Services,
  kind: 'member' | 'admin',
  email: string
): Promise<Account | undefined> {
  if (kind === 'member') {
    const user = await findUserByEmail(services.db, email);
    return (
      user && {
        id: user.unique_id,
        passwordHash: user.password_hash,
        tokenVersion: user.token_version,
      }
    );
  }
  const admin = await findAdminByEmail(services.db, email);
  return (
    admin && { id: admin.id, passwordHash: admin.password_hash, tokenVersion: admin.token_version }
  );
}

/**
 * The shared login path, ending in a signed token. Attempts are throttled per account and client
 * address pair with growing delays (src/auth/login-throttle.ts); each is counted before the
 * password is checked and the pair starts afresh when it succeeds. An unknown e-mail is checked
 * against a decoy hash so that it costs as long as a wrong password, and is throttled the same way.
 */
async function logIn(
  kind: 'member' | 'admin',
  services: Services,
  request: FastifyRequest,
  body: { email: string; password: string },
  wrongCredentials: string,
  /** A further check once the password is right (an admin's second factor); a throw counts as a failure. */
  secondStep: (account: Account, email: string) => Promise<void> = async () => undefined
) {
  const email = normaliseEmail(body.email);
  const key = pairKey(kind, email, request.ip);
  await throttleAttempt(services, key);

  const account = await findAccount(services, kind, email);
  const result = await verifyPassword(account?.passwordHash ?? (await decoyHash()), body.password);
  if (!account || !result.ok) throw new HttpError(401, 'wrong_credentials', wrongCredentials);
  await secondStep(account, email);

  await accountsLimits(services).logins.succeeded(key);
  if (result.needsRehash) {
    // A legacy bcrypt (or outdated argon2) hash is replaced now that the password is known.
    await replacePasswordHash(
      services.db,
      kind === 'member' ? 'users' : 'admins',
      account.id,
      account.passwordHash,
      await hashPassword(body.password)
    );
  }
  const { token, expiresAt } = await signToken(
    { role: kind, id: account.id, version: account.tokenVersion },
    services.config.jwtSecret,
    services.config.tokenTtlSeconds,
    services.clock.now()
  );
  return { account, token, expiresAt: expiresAt.toISOString() };
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
  const { account, token, expiresAt } = await logIn(
    'member',
    services,
    request,
    body,
    'Wrong Username and password'
  );
  return {
    access_token: token,
    message: 'Login successful!',
    role: 'member',
    expiresAt,
    uniqueId: account.id,
  };
};

export const loginAdmin: Handler<'loginAdmin'> = async ({ body, services, request }) => {
  const { token, expiresAt } = await logIn(
    'admin',
    services,
    request,
    body,
    'Wrong username or password.',
    (admin, email) =>
      checkSecondFactor(
        services,
        { id: admin.id, email },
        { totpCode: body.totpCode, recoveryCode: body.recoveryCode }
      )
  );
  return { access_token: token, message: 'Login successful!', role: 'admin', expiresAt };
};
