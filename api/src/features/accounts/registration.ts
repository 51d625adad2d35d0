import type { AccountFields } from '@pathagar/sdk/schema';
import type { Transaction } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import type { UploadedFiles } from '../../contract/multipart';
import type { Handler, Services } from '../../contract/types';
import { insertWithUniqueId, USER_ID_RANGE } from '../../db/ids';
import { isUniqueViolation } from '../../db/index';
import type { DB } from '../../db/schema';
import { conflict, HttpError } from '../../http/errors';
import { discardUploads, storeUploads } from '../../storage/uploads';
import { cleanText } from './mappers';
import { normaliseEmail } from './repository';
import { codeExhausted, emailNotVerified, recentlyVerified, tryCode } from './verification';

export const PROFILE_FOLDER = 'profiles';

export const passwordsMismatch = () =>
  new HttpError(400, 'passwords_mismatch', 'Passwords do not match', 'body.confirmPassword');

const emailTakenError = () => conflict('email_taken', 'Email already existed', 'body.email');

/** The account fields as stored: typed text NFC-normalised and trimmed, e-mail lower-cased. */
function accountValues(body: AccountFields) {
  if (body.password !== body.confirmPassword) throw passwordsMismatch();
  return {
    name: cleanText(body.fullName, 'body.fullName'),
    email: normaliseEmail(body.email),
    mobile: body.mobile,
    permanent_address: cleanText(body.permanentAddress, 'body.permanentAddress'),
    current_address: cleanText(body.currentAddress, 'body.currentAddress'),
  };
}

type Gate = (trx: Transaction<DB>) => Promise<{ ok: true } | { ok: false; error: HttpError }>;

/**
 * Creates a member account in one transaction: `gate` decides first (and what it writes, such as
 * a counted wrong code, is committed even when it refuses), then the photo is stored and the row
 * inserted; `after` adds what else belongs to the new account. A taken e-mail is the unique
 * index's verdict, so two sign-ups racing for one address cannot both win.
 */
async function createAccount(
  services: Services,
  body: AccountFields,
  files: UploadedFiles,
  gate: Gate,
  after: (trx: Transaction<DB>, userId: number, now: Date) => Promise<void>
): Promise<{ userId: number; imageUrl: string | null }> {
  const { db, storage, clock } = services;
  const values = accountValues(body);
  const passwordHash = await hashPassword(body.password);
  const image = files.profileImage?.[0];
  const stored: { key: string | null } = { key: null };
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const verdict = await gate(trx);
      if (!verdict.ok) return verdict;
      // Stored only once the gate passed, so a refused sign-up writes no file.
      if (image) [stored.key = null] = await storeUploads(services, PROFILE_FOLDER, [image]);
      const now = clock.now();
      const userId = await insertWithUniqueId(trx, 'users', USER_ID_RANGE, {
        ...values,
        image_key: stored.key,
        password_hash: passwordHash,
        email_verified: true,
        created_at: now,
        updated_at: now,
      });
      await after(trx, userId, now);
      return { ok: true as const, userId };
    });
    if (!outcome.ok) throw outcome.error;
    return { userId: outcome.userId, imageUrl: stored.key ? storage.url(stored.key) : null };
  } catch (error) {
    await discardUploads(services, [stored.key]);
    if (isUniqueViolation(error, 'users_email_key')) throw emailTakenError();
    throw error;
  }
}

export const signupMember: Handler<'signupMember'> = async ({ body, files, services }) => {
  const { config, clock } = services;
  const email = normaliseEmail(body.email);
  const { userId, imageUrl } = await createAccount(
    services,
    body,
    files,
    async (trx) => {
      const now = clock.now();
      if (await recentlyVerified(trx, email, now)) return { ok: true };
      if (!body.verificationCode) return { ok: false, error: emailNotVerified() };
      const verdict = await tryCode(trx, config, email, body.verificationCode, now);
      if (verdict === 'ok') return { ok: true };
      return { ok: false, error: verdict === 'exhausted' ? codeExhausted() : emailNotVerified() };
    },
    // The proof of the address is used up by the account it created.
    async (trx) => {
      await trx.deleteFrom('email_verifications').where('email', '=', email).execute();
    }
  );
  return { message: 'Signup was successful!', userId, imageUrl };
};

export const adminCreateUser: Handler<'adminCreateUser'> = async ({ body, files, services }) => {
  const { config } = services;
  const { userId, imageUrl } = await createAccount(
    services,
    body,
    files,
    async () => ({ ok: true }),
    async (trx, userId, now) => {
      // Active at once, for the same term as an approved application; no payment is recorded.
      await trx
        .insertInto('memberships')
        .values({
          user_id: userId,
          started_at: now,
          expires_at: new Date(now.getTime() + config.membershipDays * 86_400_000),
        })
        .execute();
    }
  );
  return { message: 'User created successfully and account activated', uniqueId: userId, imageUrl };
};
