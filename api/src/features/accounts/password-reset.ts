import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords';
import type { Kysely } from 'kysely';
import type { Handler, Services } from '../../contract/types';
import type { DB } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { mailLanguage, type MailLanguage } from '../../mail/index';
import { passwordResetMail } from './mail';
import { findUserByEmail, normaliseEmail } from './repository';
import { accountsLimits, tooManyRequests } from './throttle';

const RESET_TTL_MS = 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidToken = () => new HttpError(400, 'invalid_token', 'Invalid token or email mismatch.');

/**
 * Makes a new single-use token for the account (voiding earlier ones) and mails the link. Runs
 * after the answer has gone, so the response time does not depend on whether an account exists.
 */
async function issueResetLink(services: Services, email: string, lang: MailLanguage) {
  const { db, clock, config, jobs } = services;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const link = `${config.siteUrl}/reset-password/${encodeURIComponent(user.email)}/${token}`;
  // The token and its mail commit together (the queue blanks its copy of the link once sent).
  const jobId = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_resets').where('user_id', '=', user.unique_id).execute();
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: hashToken(token),
        user_id: user.unique_id,
        expires_at: new Date(now.getTime() + RESET_TTL_MS),
        created_at: now,
      })
      .execute();
    return jobs.mail(trx, { to: user.email, ...passwordResetMail(lang, link) });
  });
  await jobs.runNow(jobId);
}

export const requestPasswordReset: Handler<'requestPasswordReset'> = async ({
  body,
  services,
  request,
}) => {
  const email = normaliseEmail(body.email);
  // Counted per address whether or not an account uses it, so the limit reveals nothing either.
  const wait = await accountsLimits(services).resetRequest(email);
  if (wait > 0) {
    throw tooManyRequests(
      'rate_limited',
      'Too many password reset requests for this address. Please try again later.',
      wait
    );
  }
  const lang = mailLanguage(request.headers['accept-language']);
  void issueResetLink(services, email, lang).catch((error: unknown) =>
    services.log.error({ err: error }, 'could not issue a password reset link')
  );
  return { message: 'Password reset link has been sent to your email.' };
};

export const resetPassword: Handler<'resetPassword'> = async ({ body, services }) => {
  const { db, clock } = services;
  const email = normaliseEmail(body.email);
  const tokenHash = hashToken(body.token);
  const usable = async (trx: Kysely<DB>, lock: boolean) => {
    let query = trx
      .selectFrom('password_resets')
      .innerJoin('users', 'users.unique_id', 'password_resets.user_id')
      .select([
        'password_resets.user_id',
        'password_resets.expires_at',
        'password_resets.used_at',
        'users.email',
      ])
      .where('password_resets.token_hash', '=', tokenHash);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    const ok =
      row &&
      !row.used_at &&
      row.expires_at.getTime() > clock.now().getTime() &&
      normaliseEmail(row.email) === email;
    return ok ? row : null;
  };
  // Checked once before the slow hash (so bad tokens cost little) and again under lock.
  if (!(await usable(db, false))) throw invalidToken();
  const passwordHash = await hashPassword(body.password);
  await db.transaction().execute(async (trx) => {
    const row = await usable(trx, true);
    if (!row) throw invalidToken();
    const now = clock.now();
    await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        // Sessions issued before the reset end; following the mailed link also proves the address.
        token_version: eb('token_version', '+', 1),
        email_verified: true,
        updated_at: now,
      }))
      .where('unique_id', '=', row.user_id)
      .execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();
    await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', row.user_id)
      .where('token_hash', '!=', tokenHash)
      .execute();
  });
  return { message: 'Password reset successful.' };
};
