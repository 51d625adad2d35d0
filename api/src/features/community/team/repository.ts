import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB, TeamMembersTable } from '../../../db/schema';

export type TeamMemberRow = Selectable<TeamMembersTable>;
export type TeamMemberValues = Omit<Insertable<TeamMembersTable>, 'id' | 'created_at'>;
export type TeamRoleValue = TeamMembersTable['role'];

/** Display order of the roles (the contract's TeamRole enum order). */
export const ROLE_ORDER: readonly TeamRoleValue[] = [
  'Advisors',
  'Directors',
  'Campus Ambassadors',
  'Volunteers',
];

const roleRank = sql<number>`case ${sql.ref('role')} ${sql.join(
  ROLE_ORDER.map((role, i) => sql`when ${sql.lit(role)} then ${sql.lit(i)}`),
  sql` `
)} else ${sql.lit(ROLE_ORDER.length)} end`;

/** By role, then serial; equal serials keep creation order (the identity grows with time). */
export function listTeamMembers(db: Kysely<DB>): Promise<TeamMemberRow[]> {
  return db
    .selectFrom('team_members')
    .selectAll()
    .orderBy(roleRank)
    .orderBy('serial')
    .orderBy('id')
    .execute();
}

export function insertTeamMember(
  db: Kysely<DB>,
  values: TeamMemberValues,
  now: Date
): Promise<TeamMemberRow> {
  return db
    .insertInto('team_members')
    .values({ ...values, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findTeamMemberForUpdate(
  db: Kysely<DB>,
  id: number
): Promise<TeamMemberRow | undefined> {
  return db
    .selectFrom('team_members')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateTeamMember(
  db: Kysely<DB>,
  id: number,
  values: TeamMemberValues
): Promise<TeamMemberRow> {
  return db
    .updateTable('team_members')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteTeamMember(
  db: Kysely<DB>,
  id: number
): Promise<{ image_key: string | null } | undefined> {
  return db
    .deleteFrom('team_members')
    .where('id', '=', id)
    .returning('image_key')
    .executeTakeFirst();
}
