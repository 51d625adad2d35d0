import { sql, type Kysely } from 'kysely';
import type { DB, RentStatusValue } from '../../../db/schema';
import { OPEN_LOAN } from '../repository';

type Db = Kysely<DB>;

/**
 * Desk rows: a borrow record with its member, its book and the admins who handed it over or took
 * it back, in one query (no screen joins the whole catalogue on the client).
 */
export function deskQuery(db: Db) {
  return db
    .selectFrom('rent_records as r')
    .innerJoin('users as u', 'u.unique_id', 'r.user_id')
    .innerJoin('books as b', 'b.unique_id', 'r.book_id')
    .leftJoin('admins as ha', 'ha.id', 'r.received_by_admin')
    .leftJoin('admins as ta', 'ta.id', 'r.returned_by_admin')
    .select([
      'r.id',
      'r.rent_id',
      'r.user_id',
      'r.book_id',
      'r.status',
      'r.serial_number',
      'r.requested_at',
      'r.approved_at',
      'r.return_day',
      'r.return_requested_at',
      'r.received_at',
      'r.returned_at',
      'r.confirmed_at',
      'b.bookname',
      'b.bookname_en',
      'b.image_key',
      'u.name as member_name',
      'u.email as member_email',
      'u.mobile as member_mobile',
      'u.current_address as member_address',
      'ha.email as handed_over_by',
      'ta.email as taken_back_by',
    ])
    .$narrowType<{ user_id: number; book_id: number }>();
}

export type DeskQuery = ReturnType<typeof deskQuery>;
export type DeskRecord = Awaited<ReturnType<DeskQuery['executeTakeFirstOrThrow']>>;

export async function findDeskRecord(db: Db, rentId: string): Promise<DeskRecord | undefined> {
  return deskQuery(db).where('r.rent_id', '=', rentId).executeTakeFirst();
}

/**
 * The copies each member's ready waitlist hold keeps for them, by `${userId}:${bookId}`: the
 * desk preselects such a copy for its holder, and nobody else may have it (issue 17).
 */
export async function heldCopiesOf(db: Db, bookIds: number[]): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  if (bookIds.length === 0) return map;
  const rows = await db
    .selectFrom('holds')
    .select(['user_id', 'book_id', 'serial_number'])
    .where('book_id', 'in', bookIds)
    .where('status', '=', 'ready')
    .where('serial_number', 'is not', null)
    .execute();
  for (const row of rows) map.set(`${row.user_id}:${row.book_id}`, row.serial_number!);
  return map;
}

/**
 * The free copies of each book, in the order they were entered (the first is preselected):
 * neither out on a loan nor kept for a member's waitlist hold.
 */
export async function freeSerialsOf(db: Db, bookIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (bookIds.length === 0) return map;
  const rows = await db
    .selectFrom('book_copies as c')
    .select(['c.book_id', 'c.serial_number'])
    .where('c.book_id', 'in', bookIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rent_records as o')
            .select('o.id')
            .whereRef('o.serial_number', '=', 'c.serial_number')
            .where('o.status', 'in', OPEN_LOAN)
        )
      )
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('holds as h')
            .select('h.id')
            .whereRef('h.serial_number', '=', 'c.serial_number')
            .where('h.status', '=', 'ready')
        )
      )
    )
    .orderBy('c.book_id')
    .orderBy('c.position')
    .execute();
  for (const row of rows) {
    const list = map.get(row.book_id) ?? [];
    list.push(row.serial_number);
    map.set(row.book_id, list);
  }
  return map;
}

/** Case-insensitive partial match on what an admin types to find a row. */
export function whereText(query: DeskQuery, text: string): DeskQuery {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return query.where((eb) =>
    eb.or([
      eb('b.bookname', 'ilike', like),
      eb('b.bookname_en', 'ilike', like),
      eb('u.name', 'ilike', like),
      eb('u.mobile', 'ilike', like),
      eb('u.email', 'ilike', like),
      eb('r.serial_number', 'ilike', like),
      eb(sql<string>`u.unique_id::text`, '=', text),
    ])
  );
}

export const statusesOf = (view: 'requests' | 'borrowed' | 'returns'): RentStatusValue[] =>
  view === 'requests' ? ['pending'] : view === 'borrowed' ? ['approved', 'Received'] : ['Returned'];
