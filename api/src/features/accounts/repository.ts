import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/index';
import type { DB } from '../../db/schema';

type Db = Database | Transaction<DB> | Kysely<DB>;

/** E-mail addresses are compared and stored lower-cased (the unique index is on lower(email)). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The key column of each account table. */
const ACCOUNT_KEY = { users: 'unique_id', admins: 'id' } as const;

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['unique_id', 'email', 'password_hash', 'token_version'])
    .where((eb) => eb(eb.fn<string>('lower', ['email']), '=', normaliseEmail(email)))
    .executeTakeFirst();
}

export function findAdminByEmail(db: Db, email: string) {
  return db
    .selectFrom('admins')
    .select(['id', 'email', 'password_hash', 'token_version'])
    .where((eb) => eb(eb.fn<string>('lower', ['email']), '=', normaliseEmail(email)))
    .executeTakeFirst();
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return Boolean(await findUserByEmail(db, email));
}

/**
 * Replaces a verified legacy or outdated hash by the current one. Only when the stored hash is
 * still the one that was checked, so a password changed meanwhile is not overwritten.
 */
export async function replacePasswordHash(
  db: Db,
  table: 'users' | 'admins',
  id: number,
  oldHash: string,
  newHash: string
): Promise<void> {
  await db
    .updateTable(table)
    .set({ password_hash: newHash })
    .where(ACCOUNT_KEY[table], '=', id)
    .where('password_hash', '=', oldHash)
    .execute();
}

/** Profile columns, with whether a membership is running at `now`. */
export function selectProfiles(db: Db, now: Date) {
  return db
    .selectFrom('users')
    .select([
      'users.unique_id',
      'users.name',
      'users.email',
      'users.mobile',
      'users.permanent_address',
      'users.current_address',
      'users.image_key',
      'users.email_verified',
      'users.created_at',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('memberships')
            .select('memberships.id')
            .whereRef('memberships.user_id', '=', 'users.unique_id')
            .where('memberships.expires_at', '>', now)
        )
        .as('membership_active')
    );
}

export type ProfileRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectProfiles>['executeTakeFirst']>>
>;

export function findProfileById(db: Db, userId: number, now: Date) {
  return selectProfiles(db, now).where('users.unique_id', '=', userId).executeTakeFirst();
}

export function findProfileByEmail(db: Db, email: string, now: Date) {
  return selectProfiles(db, now)
    .where((eb) => eb(eb.fn<string>('lower', ['users.email']), '=', normaliseEmail(email)))
    .executeTakeFirst();
}

export function listProfiles(db: Db, now: Date) {
  return selectProfiles(db, now)
    .orderBy('users.created_at', 'asc')
    .orderBy('users.unique_id', 'asc')
    .execute();
}
