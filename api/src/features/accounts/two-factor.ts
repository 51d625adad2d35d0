import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Handler, Services } from '../../contract/types';
import { badRequest, conflict, HttpError } from '../../http/errors';

/**
 * Admin two-factor login (issue 21): TOTP as every authenticator app reads it (SHA-1, 6 digits,
 * 30 s; RFC 6238) through the `otpauth` library, and ten one-time recovery codes kept as hashes.
 */
const PERIOD = 30;
const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

const totpFor = (secret: string, email: string) =>
  new TOTP({
    issuer: 'Pathagar',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** The time step a code belongs to, or null when it is not one of now's (±1 step of drift). */
function stepOf(secret: string, email: string, code: string, now: Date): number | null {
  const delta = totpFor(secret, email).validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

// Recovery codes carry 50 bits of randomness, so a fast hash is enough to keep them unreadable.
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function recoveryCode(): string {
  const pick = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      ''
    );
  return `${pick()}-${pick()}`;
}

export const twoFactorRequired = () =>
  new HttpError(401, 'two_factor_required', 'Enter the code from your authenticator app.');
const invalidCode = () =>
  new HttpError(401, 'two_factor_invalid', 'The code is wrong or has been used.');

/** Whether the admin's logins need a second factor (set up and confirmed). */
export async function hasTwoFactor(services: Services, adminId: number): Promise<boolean> {
  const row = await services.db
    .selectFrom('admin_totp')
    .select('confirmed_at')
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return Boolean(row?.confirmed_at);
}

/**
 * The second step of an admin login with two-factor login on: the current code, used once (its
 * time step must be later than the last one used, set in the same statement), or an unused
 * recovery code, spent in the same statement.
 */
export async function checkSecondFactor(
  services: Services,
  admin: { id: number; email: string },
  input: { totpCode?: string; recoveryCode?: string }
): Promise<void> {
  const { db, clock } = services;
  const row = await db
    .selectFrom('admin_totp')
    .select(['secret', 'confirmed_at'])
    .where('admin_id', '=', admin.id)
    .executeTakeFirst();
  if (!row?.confirmed_at) return;
  if (input.totpCode) {
    const step = stepOf(row.secret, admin.email, input.totpCode, clock.now());
    if (step === null) throw invalidCode();
    const used = await db
      .updateTable('admin_totp')
      .set({ last_step: step })
      .where('admin_id', '=', admin.id)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .returning('admin_id')
      .executeTakeFirst();
    if (!used) throw invalidCode();
    return;
  }
  if (input.recoveryCode) {
    const spent = await db
      .updateTable('admin_recovery_codes')
      .set({ used_at: clock.now() })
      .where('admin_id', '=', admin.id)
      .where('code_hash', '=', hashCode(input.recoveryCode))
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!spent) throw invalidCode();
    return;
  }
  throw twoFactorRequired();
}

export const getTwoFactorStatus: Handler<'getTwoFactorStatus'> = async ({ caller, services }) => {
  const adminId = caller!.role === 'admin' ? caller!.adminId : 0;
  const left = await services.db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    enabled: await hasTwoFactor(services, adminId),
    required: services.config.adminTwoFactor === 'required',
    recoveryCodesLeft: Number(left.n),
  };
};

export const startTwoFactorEnrolment: Handler<'startTwoFactorEnrolment'> = async ({
  caller,
  services,
}) => {
  if (caller?.role !== 'admin') throw new Error('admin operation without an admin caller');
  if (await hasTwoFactor(services, caller.adminId)) {
    throw conflict('two_factor_active', 'Two-factor login is already set up.');
  }
  const secret = new Secret({ size: 20 }).base32;
  await services.db
    .insertInto('admin_totp')
    .values({ admin_id: caller.adminId, secret })
    .onConflict((oc) =>
      oc.column('admin_id').doUpdateSet({ secret, confirmed_at: null, last_step: null })
    )
    .execute();
  return { secret, otpauthUri: totpFor(secret, caller.email).toString() };
};

export const confirmTwoFactor: Handler<'confirmTwoFactor'> = async ({ caller, body, services }) => {
  if (caller?.role !== 'admin') throw new Error('admin operation without an admin caller');
  const { db, clock } = services;
  const now = clock.now();
  const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('admin_totp')
      .select(['secret', 'confirmed_at'])
      .where('admin_id', '=', caller.adminId)
      .forUpdate()
      .executeTakeFirst();
    if (row?.confirmed_at) {
      throw conflict('two_factor_active', 'Two-factor login is already set up.');
    }
    const step = row ? stepOf(row.secret, caller.email, body.code, now) : null;
    if (step === null) {
      throw badRequest('The code is wrong or has been used.', 'body.code', 'two_factor_invalid');
    }
    await trx
      .updateTable('admin_totp')
      .set({ confirmed_at: now, last_step: step })
      .where('admin_id', '=', caller.adminId)
      .execute();
    await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', caller.adminId).execute();
    await trx
      .insertInto('admin_recovery_codes')
      .values(codes.map((code) => ({ admin_id: caller.adminId, code_hash: hashCode(code) })))
      .execute();
  });
  return { recoveryCodes: codes };
};
