import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/index';
import { insertWithUniqueId, ITEM_ID_RANGE } from '../../../db/ids';
import type { EventsTable } from '../../../db/schema';

export type EventRow = Selectable<EventsTable>;

/**
 * Earliest first by date then time ('HH:MM' sorts as text); events at the same moment keep the
 * order they were added in, with uniqueId as the last resort so the order is stable.
 */
export function listEvents(db: Database): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .selectAll()
    .orderBy('event_date', 'asc')
    .orderBy('event_time', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('unique_id', 'asc')
    .execute();
}

export async function insertEvent(
  db: Database,
  values: Omit<Insertable<EventsTable>, 'unique_id'>
): Promise<EventRow> {
  const id = await insertWithUniqueId(db, 'events', ITEM_ID_RANGE, values);
  return db.selectFrom('events').selectAll().where('unique_id', '=', id).executeTakeFirstOrThrow();
}

export function updateEvent(
  db: Database,
  id: number,
  changes: Updateable<EventsTable>
): Promise<EventRow | undefined> {
  return db
    .updateTable('events')
    .set(changes)
    .where('unique_id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function deleteEvent(db: Database, id: number): Promise<{ image_key: string } | undefined> {
  return db
    .deleteFrom('events')
    .where('unique_id', '=', id)
    .returning('image_key')
    .executeTakeFirst();
}
