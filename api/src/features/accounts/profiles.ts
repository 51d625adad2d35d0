import type { FastifyRequest } from 'fastify';
import { pairKey } from '../../auth/login-throttle';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Handler, Services } from '../../contract/types';
import type { UserUpdate } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { discardUploads, storeUploads, withNewUploads } from '../../storage/uploads';
import { cleanText, toUserProfile } from './mappers';
import { PROFILE_FOLDER, passwordsMismatch } from './registration';
import { findProfileByEmail, findProfileById, listProfiles, normaliseEmail } from './repository';
import { throttleAttempt } from './sessions';
import { accountsLimits } from './throttle';

/** Loans during which the member holds a copy of the club's. */
const OPEN_LOAN = ['approved', 'Received', 'Returned'] as const;

export const getProfileByEmail: Handler<'getProfileByEmail'> = async ({ query, services }) => {
  const row = await findProfileByEmail(services.db, query.email, services.clock.now());
  return row ? [toUserProfile(row, services.storage)] : [];
};

export const viewUserProfile: Handler<'viewUserProfile'> = async ({ query, services }) => {
  const row = await findProfileById(services.db, query.id, services.clock.now());
  if (!row) throw notFound('User not found');
  return [toUserProfile(row, services.storage)];
};

export const getUserById: Handler<'getUserById'> = async ({ params, services }) => {
  const row = await findProfileById(services.db, params.userId, services.clock.now());
  if (!row) throw notFound('User not found');
  return toUserProfile(row, services.storage);
};

export const listUsers: Handler<'listUsers'> = async ({ services }) => {
  const rows = await listProfiles(services.db, services.clock.now());
  return rows.map((row) => toUserProfile(row, services.storage));
};

export const updateProfile: Handler<'updateProfile'> = async ({
  params,
  body,
  files,
  services,
  request,
}) => {
  const { db, storage, clock } = services;
  const { userId } = params;
  // An empty password is what the form sends when the field is left blank: keep the current one.
  const password = body.password ?? '';
  if (body.confirmPassword !== undefined && body.confirmPassword !== password) {
    throw passwordsMismatch();
  }
  const changes: UserUpdate = {};
  if (body.name !== undefined) changes.name = cleanText(body.name, 'body.name');
  if (body.mobile !== undefined) changes.mobile = body.mobile;
  if (body.permanentAddress !== undefined) {
    changes.permanent_address = cleanText(body.permanentAddress, 'body.permanentAddress');
  }
  if (body.currentAddress !== undefined) {
    changes.current_address = cleanText(body.currentAddress, 'body.currentAddress');
  }

  const current = await db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('unique_id', '=', userId)
    .executeTakeFirst();
  if (!current) throw notFound('User not found');
  // The e-mail is the login name; the form sends it (disabled) and it must not change.
  if (body.email !== undefined && normaliseEmail(body.email) !== normaliseEmail(current.email)) {
    throw badRequest('Email cannot be changed.', 'body.email');
  }
  if (password) {
    await checkCurrentPassword(services, request, current, body.currentPassword);
    changes.password_hash = await hashPassword(password);
  }

  const image = files.profileImage?.[0];
  const [newKey = null] = await storeUploads(services, PROFILE_FOLDER, image ? [image] : []);
  const oldKey = await withNewUploads(services, [newKey], () =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('users')
        .select('image_key')
        .where('unique_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound('User not found');
      await trx
        .updateTable('users')
        .set((eb) => ({
          ...changes,
          ...(newKey ? { image_key: newKey } : {}),
          // A new password ends every session issued with the old one, this one included.
          ...(password ? { token_version: eb('token_version', '+', 1) } : {}),
          updated_at: clock.now(),
        }))
        .where('unique_id', '=', userId)
        .execute();
      return row.image_key;
    })
  );
  if (newKey) await discardUploads(services, [oldKey]);

  const updated = await findProfileById(db, userId, clock.now());
  if (!updated) throw notFound('User not found');
  return { message: 'Profile updated successfully!', user: toUserProfile(updated, storage) };
};

/**
 * A new password needs the current one: a stolen or borrowed session must not be able to take
 * the account over for good (the change also ends the owner's other sessions). Wrong guesses are
 * throttled like failed logins of the account from this address.
 */
async function checkCurrentPassword(
  services: Services,
  request: FastifyRequest,
  account: { email: string; password_hash: string },
  given: string | undefined
): Promise<void> {
  if (!given) {
    throw badRequest(
      'body.currentPassword is required to change the password.',
      'body.currentPassword'
    );
  }
  const key = pairKey('member', normaliseEmail(account.email), request.ip);
  await throttleAttempt(services, key);
  const { ok } = await verifyPassword(account.password_hash, given);
  if (!ok) {
    throw new HttpError(
      400,
      'wrong_current_password',
      'The current password is wrong.',
      'body.currentPassword'
    );
  }
  await accountsLimits(services).logins.succeeded(key);
}

export const deleteUser: Handler<'deleteUser'> = async ({ query, services }) => {
  const { db } = services;
  const userId = query.id;
  const deleted = await db.transaction().execute(async (trx) => {
    // Locking the account blocks new borrow requests (their foreign key needs it); locking the
    // member's loans blocks an approval from slipping in between the check and the delete.
    const user = await trx
      .selectFrom('users')
      .select(['email', 'image_key'])
      .where('unique_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw notFound('User profile not found');
    const loans = await trx
      .selectFrom('rent_records')
      .select('status')
      .where('user_id', '=', userId)
      .forUpdate()
      .execute();
    if (loans.some((l) => (OPEN_LOAN as readonly string[]).includes(l.status))) {
      throw conflict('book_on_loan', 'This member still has books out on loan.');
    }
    await trx
      .deleteFrom('rent_records')
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'rejected'])
      .execute();
    await trx.deleteFrom('membership_applications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('memberships').where('user_id', '=', userId).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('email_verifications')
      .where('email', '=', normaliseEmail(user.email))
      .execute();
    await trx.deleteFrom('users').where('unique_id', '=', userId).execute();
    return user;
  });
  // The file goes only once the account is gone for good.
  await discardUploads(services, [deleted.image_key]);
  return { message: 'User profile deleted successfully' };
};
