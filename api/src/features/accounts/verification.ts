import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Config } from '../../config';
import type { Handler } from '../../contract/types';
import type { DB } from '../../db/schema';
import { conflict, HttpError } from '../../http/errors';
import { mailLanguage } from '../../mail/index';
import { verificationCodeMail } from './mail';
import { emailTaken, normaliseEmail } from './repository';
import { tooManyRequests } from './throttle';

const MINUTE = 60_000;
export const CODE_TTL_MS = 10 * MINUTE;
export const RESEND_AFTER_S = 60;
export const SENDS_PER_HOUR = 5;
export const MAX_WRONG_CODES = 5;
export const VERIFIED_FOR_MS = 30 * MINUTE;

export const CODE_INVALID = 'Verification code is incorrect.';
export const CODE_EXHAUSTED = 'Too many incorrect codes. Please request a new verification code.';

/**
 * A server-side pepper derived from the JWT secret: a leaked database alone does not let anyone
 * try the 900 000 possible codes against a stored hash.
 */
function pepper(config: Config): Buffer {
  return createHmac('sha256', config.jwtSecret).update('pathagar:email-verification').digest();
}

export function hashCode(config: Config, email: string, code: string): string {
  return createHmac('sha256', pepper(config)).update(`${email}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export type CodeVerdict = 'ok' | 'invalid' | 'exhausted';

/**
 * Tries `code` against the address's current code, inside the caller's transaction with the row
 * locked, so that concurrent guesses are counted one by one. A wrong code counts as an attempt
 * (the caller must commit even though it answers an error); the fifth wrong one voids the code.
 * A right code is used up and the address counts as verified from `now`.
 */
export async function tryCode(
  trx: Transaction<DB>,
  config: Config,
  email: string,
  code: string,
  now: Date
): Promise<CodeVerdict> {
  const row = await trx
    .selectFrom('email_verifications')
    .select(['code_hash', 'code_expires_at', 'attempts'])
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
  if (!row?.code_hash || !row.code_expires_at) return 'invalid';
  if (row.attempts >= MAX_WRONG_CODES) return 'exhausted';
  if (row.code_expires_at.getTime() <= now.getTime()) return 'invalid';
  if (!sameHash(hashCode(config, email, code), row.code_hash)) {
    const attempts = row.attempts + 1;
    await trx
      .updateTable('email_verifications')
      .set({ attempts })
      .where('email', '=', email)
      .execute();
    return attempts >= MAX_WRONG_CODES ? 'exhausted' : 'invalid';
  }
  await trx
    .updateTable('email_verifications')
    .set({ code_hash: null, code_expires_at: null, attempts: 0, verified_at: now })
    .where('email', '=', email)
    .execute();
  return 'ok';
}

/** Whether the address was verified recently enough for sign-up (locks the row). */
export async function recentlyVerified(
  trx: Transaction<DB>,
  email: string,
  now: Date
): Promise<boolean> {
  const row = await trx
    .selectFrom('email_verifications')
    .select('verified_at')
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
  return Boolean(row?.verified_at && row.verified_at.getTime() > now.getTime() - VERIFIED_FOR_MS);
}

export const codeExhausted = () =>
  tooManyRequests('too_many_attempts', CODE_EXHAUSTED, RESEND_AFTER_S);

type SendOutcome = { ok: true } | { ok: false; retryAfter: number; message: string };

export const sendVerificationCode: Handler<'sendVerificationCode'> = async ({
  body,
  services,
  request,
}) => {
  const { db, config, clock, jobs } = services;
  const email = normaliseEmail(body.email);
  const lang = mailLanguage(request.headers['accept-language']);
  if (await emailTaken(db, email)) throw conflict('email_taken', 'Email already existed');

  const code = String(randomInt(100000, 1000000));
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  let jobId: number | null = null;
  const outcome = await db.transaction().execute(async (trx): Promise<SendOutcome> => {
    await trx
      .insertInto('email_verifications')
      .values({ email, window_started_at: now, sends_in_window: 0 })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const row = await trx
      .selectFrom('email_verifications')
      .select(['window_started_at', 'sends_in_window', 'last_sent_at'])
      .where('email', '=', email)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const t = now.getTime();
    if (row.last_sent_at && t - row.last_sent_at.getTime() < RESEND_AFTER_S * 1000) {
      return {
        ok: false,
        retryAfter: (row.last_sent_at.getTime() + RESEND_AFTER_S * 1000 - t) / 1000,
        message: 'Please wait a minute before requesting another code.',
      };
    }
    // A fixed one-hour window opened by the first code sent in it.
    const windowOpen = t - row.window_started_at.getTime() < 60 * MINUTE;
    const windowStart = windowOpen ? row.window_started_at : now;
    const sent = windowOpen ? row.sends_in_window : 0;
    if (sent >= SENDS_PER_HOUR) {
      return {
        ok: false,
        retryAfter: (windowStart.getTime() + 60 * MINUTE - t) / 1000,
        message: 'Too many codes were requested for this address. Please try again later.',
      };
    }
    // The new code replaces (voids) the previous one and gets a fresh set of attempts.
    await trx
      .updateTable('email_verifications')
      .set({
        code_hash: hashCode(config, email, code),
        code_expires_at: expiresAt,
        attempts: 0,
        window_started_at: windowStart,
        sends_in_window: sent + 1,
        last_sent_at: now,
      })
      .where('email', '=', email)
      .execute();
    // The mail is a job of the same transaction: no code without its mail, and a crash after
    // the commit still delivers it (the queue blanks the job's copy of the code once sent).
    jobId = await jobs.mail(trx, { to: email, ...verificationCodeMail(lang, code) });
    return { ok: true };
  });
  if (!outcome.ok) throw tooManyRequests('rate_limited', outcome.message, outcome.retryAfter);
  // The first attempt before answering, so a working mail server has it now; else it is retried.
  await jobs.runNow(jobId);
  return {
    message: 'Verification email sent! Please check your inbox.',
    expiresAt: expiresAt.toISOString(),
    resendAfter: RESEND_AFTER_S,
  };
};

export const verifyEmailCode: Handler<'verifyEmailCode'> = async ({ body, services }) => {
  const { db, config, clock } = services;
  const email = normaliseEmail(body.email);
  const now = clock.now();
  // The transaction commits a wrong attempt before the error is answered.
  const verdict = await db
    .transaction()
    .execute((trx) => tryCode(trx, config, email, body.code, now));
  if (verdict === 'exhausted') throw codeExhausted();
  if (verdict === 'invalid') throw new HttpError(400, 'code_invalid', CODE_INVALID);
  return {
    message: 'Verification successful!',
    verified: true,
    verifiedUntil: new Date(now.getTime() + VERIFIED_FOR_MS).toISOString(),
  };
};

export const emailNotVerified = () =>
  new HttpError(403, 'email_not_verified', 'Please verify your email address first.');
