import type { Insertable } from 'kysely';
import { DAY_MS } from '../club-time';
import { USER_ID_RANGE } from '../db/ids';
import type { DB } from '../db/schema';
import {
  insertAll,
  newRecords,
  optionalImage,
  recordKey,
  uniqueIdKey,
  type Importer,
} from './context';
import type { LegacyDoc } from './read';
import { bool, date, email, int, objectIdTime, text } from './values';

const BCRYPT = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;

/**
 * An account whose legacy hash is absent or not bcrypt cannot log in with a password; this value
 * matches nothing (verifyPassword knows only bcrypt and argon2), so the member uses "forgot
 * password" to set one.
 */
export const UNUSABLE_PASSWORD = '!legacy-import-no-password';

/** `singupadmins`: e-mail and bcrypt hash; every legacy admin was a full admin. */
export const importAdmins: Importer = async ({ trx }, docs, report) => {
  const existing = new Set(
    (await trx.selectFrom('admins').select('email').execute()).map((r) => r.email.toLowerCase())
  );
  const rows: Insertable<DB['admins']>[] = [];
  const emailKey = recordKey('email', email, 'invalid e-mail', 'e-mail');
  for (const [doc, address] of newRecords(docs, report, emailKey, existing)) {
    const hash = text(doc.password);
    if (!hash || !BCRYPT.test(hash)) {
      report.skip('no bcrypt password hash', address);
      continue;
    }
    const created = objectIdTime(doc._id) ?? new Date();
    rows.push({ email: address, password_hash: hash, created_at: created });
  }
  await insertAll(trx, 'admins', rows);
  report.imported = rows.length;
};

/**
 * `users`: the uniqueId is kept (other collections and old links use it) and so is the bcrypt
 * hash, which the login replaces with argon2id the first time the password is right.
 */
export const importUsers: Importer = async (ctx, docs, report) => {
  const { trx } = ctx;
  const rowsInDb = await trx.selectFrom('users').select(['unique_id', 'email']).execute();
  const existingIds = new Set(rowsInDb.map((r) => r.unique_id));
  const emails = new Set(rowsInDb.map((r) => r.email.toLowerCase()));
  const rows: Insertable<DB['users']>[] = [];
  const keep = (doc: LegacyDoc, id: number) => ctx.legacyUsers.set(id, doc);
  for (const [doc, id] of newRecords(docs, report, uniqueIdKey(USER_ID_RANGE), existingIds, keep)) {
    const address = email(doc.email);
    if (!address) {
      report.skip('invalid e-mail', `${id} ${text(doc.email) ?? '(none)'}`);
      continue;
    }
    if (emails.has(address)) {
      report.skip('duplicate e-mail', `${id} ${address}`);
      continue;
    }
    const name = text(doc.name);
    if (!name) {
      report.skip('missing name', id);
      continue;
    }
    let hash = text(doc.password);
    if (!hash || !BCRYPT.test(hash)) {
      report.note('no bcrypt password hash: imported, the member must reset the password', id);
      hash = UNUSABLE_PASSWORD;
    }
    emails.add(address);
    ctx.legacyUsers.set(id, doc);
    const created = date(doc.createdAt) ?? objectIdTime(doc._id) ?? ctx.now;
    rows.push({
      unique_id: id,
      name,
      email: address,
      mobile: text(doc.mobile) ?? '',
      permanent_address: text(doc.permanentAddress) ?? '',
      current_address: text(doc.currentAddress) ?? '',
      image_key: await optionalImage(ctx, report, doc.image, 'profiles', id),
      password_hash: hash,
      // The original server had no verification, so its accounts count as verified; the fork's
      // explicit `emailVerified: false` is kept.
      email_verified: bool(doc.emailVerified) ?? true,
      created_at: created,
      updated_at: date(doc.updatedAt) ?? created,
    });
  }
  await insertAll(trx, 'users', rows);
  report.imported = rows.length;
};

/**
 * `activeaccounts` (`Status: "active"`) become active memberships. Legacy memberships had no
 * end; the fork's user startDate/endDate are used when present, else the membership runs a full
 * term (MEMBERSHIP_DAYS) from the import, so nobody active before the move is locked out by it.
 */
export const importActiveAccounts: Importer = async (ctx, docs, report) => {
  const { trx, now } = ctx;
  const members = new Set(
    (await trx.selectFrom('memberships').select('user_id').execute()).map((r) => r.user_id)
  );
  const users = await existingUserIds(ctx);
  const rows: Insertable<DB['memberships']>[] = [];
  const seen = new Set<number>();
  for (const doc of docs) {
    const id = int(doc.userId);
    if (id === undefined || !users.has(id)) {
      report.skip('broken reference: no such user', text(doc.userId) ?? doc._id);
      continue;
    }
    if (text(doc.Status ?? doc.status)?.toLowerCase() !== 'active') {
      report.skip('Status is not "active"', id);
      continue;
    }
    if (seen.has(id)) {
      report.skip('duplicate for the same user', id);
      continue;
    }
    seen.add(id);
    if (members.has(id)) {
      report.present++;
      continue;
    }
    const user = ctx.legacyUsers.get(id);
    const started = date(user?.startDate) ?? objectIdTime(doc._id) ?? now;
    let expires = date(user?.endDate) ?? new Date(now.getTime() + ctx.membershipDays * DAY_MS);
    if (expires <= started) expires = new Date(started.getTime() + ctx.membershipDays * DAY_MS);
    rows.push({ user_id: id, started_at: started, expires_at: expires });
  }
  await insertAll(trx, 'memberships', rows);
  report.imported = rows.length;
};

/**
 * `memberships`: pending applications, stored by legacy as the whole form body. The fields are
 * those our contract's membership form names (the legacy frontend's); what the member's own
 * record knows fills a missing name, e-mail or phone.
 */
export const importApplications: Importer = async (ctx, docs, report) => {
  const { trx } = ctx;
  const applied = new Set(
    (await trx.selectFrom('membership_applications').select('user_id').execute()).map(
      (r) => r.user_id
    )
  );
  const users = await existingUsers(ctx);
  const rows: Insertable<DB['membership_applications']>[] = [];
  for (const doc of docs) {
    const id = int(doc.userId);
    const user = id === undefined ? undefined : users.get(id);
    if (id === undefined || !user) {
      report.skip('broken reference: no such user', text(doc.userId) ?? doc._id);
      continue;
    }
    if (applied.has(id)) {
      report.present++;
      continue;
    }
    const payment = readPayment(doc);
    if ('error' in payment) {
      report.skip(payment.error, id);
      continue;
    }
    applied.add(id);
    rows.push({
      user_id: id,
      name: text(doc.name) ?? user.name,
      email: email(doc.email) ?? user.email,
      phone_number: text(doc.phoneNumber ?? doc.mobile) ?? user.mobile,
      ...payment,
      created_at: date(doc.createdAt ?? doc.date) ?? objectIdTime(doc._id) ?? ctx.now,
    });
  }
  await insertAll(trx, 'membership_applications', rows);
  report.imported = rows.length;
};

type Payment = Pick<
  Insertable<DB['membership_applications']>,
  | 'payment_method'
  | 'mobile_bank_method'
  | 'mobile_bank_number'
  | 'bank_account_number'
  | 'transaction_id'
>;

/** The payment fields of a membership or donation form (the contract's PaymentDetails). */
export function readPayment(doc: Record<string, unknown>): Payment | { error: string } {
  const transaction = text(doc.transactionId);
  if (!transaction) return { error: 'missing transactionId' };
  const method = text(doc.paymentMethod);
  const wallet = text(doc.mobileBankMethod)?.toLowerCase();
  if (method === 'bankTransfer') {
    const account = text(doc.bankAccountNumber);
    if (!account) return { error: 'bankTransfer without bankAccountNumber' };
    return {
      payment_method: 'bankTransfer',
      mobile_bank_method: null,
      mobile_bank_number: null,
      bank_account_number: account,
      transaction_id: transaction,
    };
  }
  if (method !== 'mobileBank' && !(method === undefined && wallet)) {
    return { error: 'unknown paymentMethod' };
  }
  const number = text(doc.mobileBankNumber);
  if ((wallet !== 'bkash' && wallet !== 'nogod' && wallet !== 'rocket') || !number) {
    return { error: 'mobileBank without a known mobileBankMethod and mobileBankNumber' };
  }
  return {
    payment_method: 'mobileBank',
    mobile_bank_method: wallet,
    mobile_bank_number: number,
    bank_account_number: null,
    transaction_id: transaction,
  };
}

async function existingUserIds(ctx: { trx: ImportContextTrx }): Promise<Set<number>> {
  return new Set(
    (await ctx.trx.selectFrom('users').select('unique_id').execute()).map((r) => r.unique_id)
  );
}

async function existingUsers(ctx: { trx: ImportContextTrx }) {
  const rows = await ctx.trx
    .selectFrom('users')
    .select(['unique_id', 'name', 'email', 'mobile'])
    .execute();
  return new Map(rows.map((r) => [r.unique_id, r]));
}

type ImportContextTrx = Parameters<Importer>[0]['trx'];
