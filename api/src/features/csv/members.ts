import { sql } from 'kysely';
import type { MembersCsvRow } from '@pathagar/sdk/schema';
import { clubDate, fromClubWallClock } from '../../club-time';
import { USER_ID_RANGE } from '../../db/ids';
import { UNUSABLE_PASSWORD } from '../../legacy-import/people';
import { isUniqueViolation } from '../../db/index';
import { conflict } from '../../http/errors';
import { normaliseEmail } from '../accounts/repository';
import { idCell, insertRecords, planOf, textCell, type CsvRow, type PlannedRow } from './file';
import type { CsvKind } from './run';

/** The columns of members.csv, in the order of the contract's MembersCsvRow. */
export const MEMBER_COLUMNS = [
  'uniqueId',
  'name',
  'email',
  'mobile',
  'permanentAddress',
  'currentAddress',
  'membershipExpires',
] as const;

type MemberValue = MembersCsvRow;

/** The day a membership ends is the club's date of its last moment. */
const lastDay = (expiresAt: Date): string => clubDate(new Date(expiresAt.getTime() - 1));

/** A membership "until YYYY-MM-DD" runs to the end of that day, club time. */
function endOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return fromClubWallClock(y, m - 1, d + 1);
}

const columnsOf = (m: MemberValue) => ({
  name: m.name,
  email: normaliseEmail(m.email),
  mobile: m.mobile ?? '',
  permanent_address: m.permanentAddress ?? '',
  current_address: m.currentAddress ?? '',
});

function loadMembers(db: Parameters<CsvKind<MemberValue>['records']>[0]) {
  return db
    .selectFrom('users as u')
    .leftJoin('memberships as m', 'm.user_id', 'u.unique_id')
    .select([
      'u.unique_id',
      'u.name',
      sql<string>`lower(u.email)`.as('email'),
      'u.mobile',
      'u.permanent_address',
      'u.current_address',
      'm.expires_at',
    ])
    .orderBy('u.unique_id')
    .execute();
}

export const membersCsv: CsvKind<MemberValue> = {
  name: 'members',
  columns: MEMBER_COLUMNS,

  async records(db) {
    return (await loadMembers(db)).map((u) => [
      String(u.unique_id),
      u.name,
      u.email,
      u.mobile,
      u.permanent_address,
      u.current_address,
      u.expires_at ? lastDay(new Date(u.expires_at)) : '',
    ]);
  },

  read: (c) => {
    const value: Record<string, unknown> = { uniqueId: idCell(c.uniqueId) };
    for (const column of MEMBER_COLUMNS.slice(1)) value[column] = textCell(c[column]);
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
  },

  labelOf: (r: CsvRow) => r.cells.name ?? '',

  mapWriteError: (error) =>
    isUniqueViolation(error, 'users_email_key')
      ? conflict('email_taken', 'Email already existed')
      : error,

  async plan(trx, rows, errors) {
    const members = await loadMembers(trx);
    const byId = new Map(members.map((m) => [m.unique_id, m]));
    const byEmail = new Map(members.map((m) => [m.email, m]));
    const emails = new Set<string>();
    const planned: PlannedRow<MemberValue>[] = [];
    for (const { row, value } of rows) {
      const email = normaliseEmail(value.email);
      const owner = byEmail.get(email);
      // A row without an id is the member with its e-mail, if there is one.
      const id = value.uniqueId ?? owner?.unique_id ?? null;
      if (emails.has(email) || (owner && owner.unique_id !== id)) {
        errors.add(row, 'email', 'duplicate_email', `${email} belongs to another member.`);
      } else {
        // Only a row that may have the address claims it, so its owner's row is not blamed.
        emails.add(email);
      }
      const member = id === null ? undefined : byId.get(id);
      const columns = columnsOf(value);
      const same = (m: NonNullable<typeof member>) =>
        Object.entries(columns).every(([k, v]) => m[k as keyof typeof m] === v) &&
        (!value.membershipExpires ||
          (m.expires_at !== null && lastDay(new Date(m.expires_at)) === value.membershipExpires));
      planned.push(planOf(row, id, value.name, value, member ? { same: same(member) } : null));
    }
    return planned;
  },

  async write(trx, planned, now) {
    const changed = planned.filter((p) => p.action !== 'unchanged');
    for (const { uniqueId, value } of changed.filter((p) => p.action === 'update')) {
      await trx
        .updateTable('users')
        .set({ ...columnsOf(value), updated_at: now })
        .where('unique_id', '=', uniqueId!)
        .execute();
    }
    const creates = changed.filter((p) => p.action === 'create');
    const ids = await insertRecords(
      trx,
      'users',
      USER_ID_RANGE,
      // No password: the member sets one with "forgot password", which also verifies the
      // address.
      creates.map(({ uniqueId, value }) => ({
        uniqueId,
        row: {
          ...columnsOf(value),
          password_hash: UNUSABLE_PASSWORD,
          email_verified: false,
          created_at: now,
          updated_at: now,
        },
      }))
    );
    const idOf = new Map(creates.map((p, i) => [p.row, ids[i]!]));
    for (const { row, uniqueId, value } of changed) {
      if (!value.membershipExpires) continue;
      const expiresAt = endOfDay(value.membershipExpires);
      await trx
        .insertInto('memberships')
        .values({ user_id: uniqueId ?? idOf.get(row)!, started_at: now, expires_at: expiresAt })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ expires_at: expiresAt }))
        .execute();
    }
  },
};
