import type { Selectable } from 'kysely';
import type { Database } from '../../../db/index';
import type { MissionTable } from '../../../db/schema';

export type MissionRow = Pick<Selectable<MissionTable>, 'mission' | 'updated_at'>;

// The table holds at most one row (its key is the constant `true`).

export function readMission(db: Database): Promise<MissionRow | undefined> {
  return db.selectFrom('mission').select(['mission', 'updated_at']).executeTakeFirst();
}

/** Creates the mission or replaces it, in one statement (two admins saving at once is safe). */
export function upsertMission(db: Database, mission: string, now: Date): Promise<MissionRow> {
  return db
    .insertInto('mission')
    .values({ mission, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ mission, updated_at: now }))
    .returning(['mission', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/** Replaces the existing mission; undefined when none was saved yet. */
export function replaceMission(
  db: Database,
  mission: string,
  now: Date
): Promise<MissionRow | undefined> {
  return db
    .updateTable('mission')
    .set({ mission, updated_at: now })
    .returning(['mission', 'updated_at'])
    .executeTakeFirst();
}
