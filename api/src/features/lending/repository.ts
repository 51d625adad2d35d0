import { sql, type ExpressionBuilder, type Kysely, type Updateable } from 'kysely';
import type { DB, RentRecordRow, RentRecordsTable, RentStatusValue } from '../../db/schema';
import { findActiveMembership } from '../membership/membership/repository';

type Db = Kysely<DB>;

/** A loan whose copy is off the shelf: the member has it, or says so and awaits confirmation. */
export const OPEN_LOAN: RentStatusValue[] = ['approved', 'Received', 'Returned'];
/** Not finished: what `rent_records_open_request` allows once per member and book. */
export const OPEN: RentStatusValue[] = ['pending', ...OPEN_LOAN];
/** Approved at some point and not rejected: the dashboard's "borrowed" records. */
export const EVER_LENT: RentStatusValue[] = [...OPEN_LOAN, 'readed'];

export const SERIAL_OPEN_INDEX = 'rent_records_serial_open';
export const OPEN_REQUEST_INDEX = 'rent_records_open_request';

/** Copies on the shelf: copies owned minus those out on an open loan. */
/**
 * Copies on the shelf: owned, not out on a loan, and not kept for a waitlist hold (except the
 * holds of `forUserId`, whose kept copy is theirs to borrow).
 */
export async function availableCopies(db: Db, bookId: number, forUserId?: number): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('book_copies')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('book_id', '=', bookId)
        .as('owned'),
      eb
        .selectFrom('rent_records')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('book_id', '=', bookId)
        .where('status', 'in', OPEN_LOAN)
        .as('out'),
      eb
        .selectFrom('holds')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('book_id', '=', bookId)
        .where('status', '=', 'ready')
        .where('user_id', '<>', forUserId ?? 0)
        .as('held'),
    ])
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(row.owned) - Number(row.out) - Number(row.held));
}

/**
 * Reads the book and locks its row: `update` serialises the approvals of one book (each then
 * counts the open loans knowing no other approval of that book is half-done); `share` only keeps
 * the book from changing or disappearing while a request is recorded.
 */
export async function lockBook(db: Db, bookId: number, mode: 'update' | 'share') {
  const query = db
    .selectFrom('books')
    .select(['unique_id', 'bookname'])
    .where('unique_id', '=', bookId);
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

export async function hasActiveMembership(db: Db, userId: number, now: Date): Promise<boolean> {
  return Boolean(await findActiveMembership(db, userId, now));
}

/** The member's unfinished record of the book, if any (at most one: `OPEN_REQUEST_INDEX`). */
export function findOpenRecord(
  db: Db,
  userId: number,
  bookId: number
): Promise<RentRecordRow | undefined> {
  return findMemberRecord(db, { userId, bookId }, OPEN);
}

export async function insertRequest(
  db: Db,
  values: { bookId: number; userId: number; bookname: string; username: string; now: Date }
): Promise<RentRecordRow> {
  return db
    .insertInto('rent_records')
    .values({
      book_id: values.bookId,
      user_id: values.userId,
      bookname: values.bookname,
      username: values.username,
      status: 'pending',
      requested_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface RecordKey {
  rentId: string;
  userId: number;
  bookId: number;
}

/** The filter that names one record by its key (for `.where(named(key))`). */
const named = (key: RecordKey) => (eb: ExpressionBuilder<DB, 'rent_records'>) =>
  eb.and({ rent_id: key.rentId, user_id: key.userId, book_id: key.bookId });

export async function findRecordForUpdate(
  db: Db,
  key: RecordKey
): Promise<RentRecordRow | undefined> {
  return db.selectFrom('rent_records').selectAll().where(named(key)).forUpdate().executeTakeFirst();
}

export async function isCopyOfBook(db: Db, bookId: number, serial: string): Promise<boolean> {
  const row = await db
    .selectFrom('book_copies')
    .select('serial_number')
    .where('book_id', '=', bookId)
    .where('serial_number', '=', serial)
    .executeTakeFirst();
  return Boolean(row);
}

export async function isSerialOnLoan(db: Db, serial: string): Promise<boolean> {
  const row = await db
    .selectFrom('rent_records')
    .select('id')
    .where('serial_number', '=', serial)
    .where('status', 'in', OPEN_LOAN)
    .executeTakeFirst();
  return Boolean(row);
}

export async function updateRecord(
  db: Db,
  id: number,
  set: Updateable<RentRecordsTable>
): Promise<RentRecordRow> {
  return db
    .updateTable('rent_records')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type TransitionResult =
  | { kind: 'done'; row: RentRecordRow }
  | { kind: 'missing' }
  | { kind: 'wrong_status'; status: RentStatusValue };

/**
 * Moves one record from one of `from` to a new state in a single guarded UPDATE, so two
 * simultaneous calls cannot both pass the state check. Only when nothing changed is the record
 * read again, to tell "no such record" from "not in a state this action applies to".
 */
export async function transition(
  db: Db,
  key: RecordKey,
  from: RentStatusValue[],
  set: Updateable<RentRecordsTable>
): Promise<TransitionResult> {
  const row = await db
    .updateTable('rent_records')
    .set(set)
    .where(named(key))
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
  if (row) return { kind: 'done', row };
  const current = await db
    .selectFrom('rent_records')
    .select('status')
    .where(named(key))
    .executeTakeFirst();
  return current ? { kind: 'wrong_status', status: current.status } : { kind: 'missing' };
}

/**
 * The same guarded UPDATE for the admin routes that name a record by member and book (the
 * legacy console sends no rentId): at most one record of a member and book is open, so
 * member + book + an open status names one record.
 */
export async function transitionByMemberAndBook(
  db: Db,
  where: { userId: number; bookId: number; rentId?: string },
  from: RentStatusValue[],
  set: Updateable<RentRecordsTable>
): Promise<RentRecordRow | undefined> {
  let query = db
    .updateTable('rent_records')
    .set(set)
    .where('user_id', '=', where.userId)
    .where('book_id', '=', where.bookId)
    .where('status', 'in', from);
  if (where.rentId) query = query.where('rent_id', '=', where.rentId);
  return query.returningAll().executeTakeFirst();
}

/** A member's record of a book in one of `statuses` (the one named by `rentId`, if given). */
export async function findMemberRecord(
  db: Db,
  where: { userId: number; bookId: number; rentId?: string },
  statuses: RentStatusValue[]
): Promise<RentRecordRow | undefined> {
  let query = db
    .selectFrom('rent_records')
    .selectAll()
    .where('user_id', '=', where.userId)
    .where('book_id', '=', where.bookId)
    .where('status', 'in', statuses);
  if (where.rentId) query = query.where('rent_id', '=', where.rentId);
  return query.orderBy('requested_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/** What a mail about a loan needs: the member's account address and name, the book's names. */
export async function mailRecipient(db: Db, userId: number, bookId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('books as b', (join) => join.on('b.unique_id', '=', bookId))
    .select(['u.email', 'u.name', 'b.bookname', 'b.bookname_en'])
    .where('u.unique_id', '=', userId)
    .executeTakeFirst();
}

export type ListOrder = 'newest' | 'oldest' | 'due' | 'returned';

export interface ListFilter {
  statuses: RentStatusValue[];
  userId?: number;
  bookId?: number;
  since?: Date;
}

export async function listRecords(
  db: Db,
  filter: ListFilter,
  order: ListOrder
): Promise<RentRecordRow[]> {
  // Finished loans whose book or member was deleted stay for the counts but are not listed.
  let query = db
    .selectFrom('rent_records')
    .selectAll()
    .where('status', 'in', filter.statuses)
    .where('book_id', 'is not', null)
    .where('user_id', 'is not', null);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.bookId !== undefined) query = query.where('book_id', '=', filter.bookId);
  if (filter.since) query = query.where('requested_at', '>=', filter.since);
  switch (order) {
    case 'newest':
      query = query.orderBy('requested_at', 'desc').orderBy('id', 'desc');
      break;
    case 'oldest':
      query = query.orderBy('requested_at', 'asc').orderBy('id', 'asc');
      break;
    case 'due':
      query = query
        .orderBy(sql`return_day asc nulls last`)
        .orderBy('requested_at', 'asc')
        .orderBy('id', 'asc');
      break;
    case 'returned':
      query = query
        .orderBy(sql`returned_at asc nulls last`)
        .orderBy('requested_at', 'asc')
        .orderBy('id', 'asc');
      break;
  }
  return query.execute();
}

/** A member's confirmed reads with the book each was of, newest confirmation first. */
export async function listReadBooks(db: Db, userId: number) {
  return db
    .selectFrom('rent_records as r')
    .innerJoin('books as b', 'b.unique_id', 'r.book_id')
    .select([
      'r.rent_id',
      'r.confirmed_at',
      'r.requested_at',
      'b.unique_id',
      'b.bookname',
      'b.bookname_en',
      'b.authorname',
      'b.authorname_en',
      'b.image_key',
    ])
    .where('r.user_id', '=', userId)
    .where('r.status', '=', 'readed')
    .orderBy(sql`coalesce(r.confirmed_at, r.requested_at) desc`)
    .orderBy('r.id', 'desc')
    .execute();
}

export async function countReads(db: Db, bookId: number): Promise<number> {
  const row = await db
    .selectFrom('rent_records')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('book_id', '=', bookId)
    .where('status', '=', 'readed')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Books by confirmed reads; only books still in the catalogue (the join) and read at least once. */
export async function mostRead(
  db: Db,
  limit: number
): Promise<{ bookId: number; count: number }[]> {
  const rows = await db
    .selectFrom('rent_records as r')
    .innerJoin('books as b', 'b.unique_id', 'r.book_id')
    .select((eb) => ['r.book_id', eb.fn.countAll<number>().as('count')])
    .where('r.status', '=', 'readed')
    .$narrowType<{ book_id: number }>()
    .groupBy('r.book_id')
    .orderBy('count', 'desc')
    .orderBy('r.book_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ bookId: r.book_id, count: Number(r.count) }));
}
