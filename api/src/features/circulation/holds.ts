import type { Kysely, Transaction } from 'kysely';
import type { BookHold, Hold } from '@pathagar/sdk/schema';
import type { Services } from '../../contract/types';
import type { DB, RentRecordRow } from '../../db/schema';
import { toRentRecords } from '../lending/mappers';
import { conflict, forbidden, notFound } from '../../http/errors';
import { MSG as LENDING_MSG } from '../lending/messages';
import {
  availableCopies,
  findOpenRecord,
  hasActiveMembership,
  insertRequest,
  lockBook,
  OPEN_LOAN,
} from '../lending/repository';
import { notifyMember } from './notices';
import { readCirculationSettings } from './settings';

type Db = Kysely<DB> | Transaction<DB>;
const DAY_MS = 86_400_000;
const OPEN_HOLD = ['waiting', 'ready'] as const;

export const HOLD_MSG = {
  holdExists: 'You are already on the waitlist of this book.',
  copyOnShelf: 'A copy of this book is on the shelf: request it instead.',
  holdNotFound: 'Hold not found.',
  bookNotFound: 'Book not found.',
  copyHeld: 'This copy is kept for the first member on the waitlist.',
} as const;

interface HoldRow {
  id: number;
  hold_id: string;
  book_id: number;
  user_id: number;
  status: 'waiting' | 'ready' | 'fulfilled' | 'cancelled' | 'expired';
  serial_number: string | null;
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  bookname: string;
  bookname_en: string;
  name: string;
  email: string;
}

function openHoldsQuery(db: Db) {
  return db
    .selectFrom('holds as h')
    .innerJoin('books as b', 'b.unique_id', 'h.book_id')
    .innerJoin('users as u', 'u.unique_id', 'h.user_id')
    .select([
      'h.id',
      'h.hold_id',
      'h.book_id',
      'h.user_id',
      'h.status',
      'h.serial_number',
      'h.created_at',
      'h.ready_at',
      'h.expires_at',
      'b.bookname',
      'b.bookname_en',
      'u.name',
      'u.email',
    ])
    .where('h.status', 'in', OPEN_HOLD);
}

/**
 * Positions and expected dates of every open hold of the given books. Each copy becomes free
 * at its loan's due date (an overdue one: now), a copy kept for a ready hold a loan after now;
 * the members in line then take the copies in order, each keeping one for a full loan.
 */
async function withPlaces(db: Db, rows: HoldRow[], now: Date): Promise<(HoldRow & Place)[]> {
  const bookIds = [...new Set(rows.map((r) => r.book_id))];
  if (bookIds.length === 0) return [];
  const { loanDays } = await readCirculationSettings(db);
  const loanMs = loanDays * DAY_MS;
  const [loans, copies] = await Promise.all([
    db
      .selectFrom('rent_records')
      .select(['book_id', 'return_day'])
      .where('book_id', 'in', bookIds)
      .where('status', 'in', OPEN_LOAN)
      .execute(),
    db
      .selectFrom('book_copies')
      .select(['book_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('book_id', 'in', bookIds)
      .groupBy('book_id')
      .execute(),
  ]);
  const owned = new Map(copies.map((c) => [c.book_id, Number(c.n)]));
  const places = new Map<number, Place>();
  for (const bookId of bookIds) {
    const line = rows.filter((r) => r.book_id === bookId).sort((a, b) => a.id - b.id);
    const free: number[] = loans
      .filter((l) => l.book_id === bookId)
      .map((l) => Math.max(now.getTime(), (l.return_day ?? now).getTime()));
    for (const hold of line) if (hold.status === 'ready') free.push(now.getTime() + loanMs);
    // Copies neither out nor kept (possible right after a return) are free now.
    while (free.length < (owned.get(bookId) ?? 0)) free.push(now.getTime());
    let position = 0;
    for (const hold of line) {
      position++;
      if (hold.status === 'ready') {
        places.set(hold.id, { position: 1, expected: hold.ready_at });
        continue;
      }
      if (free.length === 0) {
        places.set(hold.id, { position, expected: null });
        continue;
      }
      free.sort((a, b) => a - b);
      const at = free.shift()!;
      places.set(hold.id, { position, expected: new Date(at) });
      free.push(at + loanMs);
    }
  }
  return rows.map((r) => ({ ...r, ...places.get(r.id)! }));
}

interface Place {
  position: number;
  expected: Date | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toHold(row: HoldRow & Place): Hold {
  return {
    holdId: row.hold_id,
    bookId: row.book_id,
    bookname: row.bookname,
    booknameEn: row.bookname_en,
    status: row.status as Hold['status'],
    position: row.position,
    expectedDate: iso(row.expected),
    readyUntil: row.status === 'ready' ? iso(row.expires_at) : null,
    createdAt: row.created_at.toISOString(),
  };
}

function toBookHold(row: HoldRow & Place): BookHold {
  return {
    ...toHold(row),
    userId: row.user_id,
    name: row.name,
    email: row.email,
    serialNumber: row.status === 'ready' ? row.serial_number : null,
  };
}

/** The open holds of some books (all of their lines, so positions are right). */
async function bookLines(db: Db, bookIds: number[] | 'all', now: Date) {
  let query = openHoldsQuery(db);
  if (bookIds !== 'all') {
    if (bookIds.length === 0) return [];
    query = query.where('h.book_id', 'in', bookIds);
  }
  const rows = (await query.orderBy('h.book_id').orderBy('h.id').execute()) as HoldRow[];
  return withPlaces(db, rows, now);
}

export async function listHoldsOfMember(db: Db, userId: number, now: Date): Promise<Hold[]> {
  const mine = await db
    .selectFrom('holds')
    .select('book_id')
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN_HOLD)
    .execute();
  const lines = await bookLines(
    db,
    mine.map((m) => m.book_id),
    now
  );
  return lines
    .filter((r) => r.user_id === userId)
    .sort((a, b) => a.id - b.id)
    .map(toHold);
}

export async function listHoldsOfBooks(db: Db, bookIds: number[] | 'all', now: Date) {
  return (await bookLines(db, bookIds, now)).map(toBookHold);
}

export async function placeHold(services: Services, userId: number, bookId: number): Promise<Hold> {
  const now = services.clock.now();
  const id = await services.db.transaction().execute(async (trx) => {
    // The book's row lock orders holds against returns and approvals of the same book.
    const book = await lockBook(trx, bookId, 'update');
    if (!book) throw notFound(HOLD_MSG.bookNotFound);
    if (!(await hasActiveMembership(trx, userId, now))) {
      throw forbidden('membership_required', LENDING_MSG.membershipRequired);
    }
    if (await findOpenRecord(trx, userId, bookId)) {
      throw conflict('duplicate_request', LENDING_MSG.duplicateRequest);
    }
    const open = await trx
      .selectFrom('holds')
      .select('id')
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .where('status', 'in', OPEN_HOLD)
      .executeTakeFirst();
    if (open) throw conflict('hold_exists', HOLD_MSG.holdExists);
    if ((await availableCopies(trx, bookId)) > 0)
      throw conflict('copy_on_shelf', HOLD_MSG.copyOnShelf);
    const row = await trx
      .insertInto('holds')
      .values({ book_id: bookId, user_id: userId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const lines = await bookLines(services.db, [bookId], now);
  return toHold(lines.find((r) => r.id === id)!);
}

/**
 * A copy of the book is free (a return was confirmed, a hold passed on or was left): it is kept
 * for the first member in line, whose borrow request is made at once (the desk shows it first,
 * with this copy), and who is told. Runs in the caller's transaction. Answers whether it was kept.
 */
export async function offerCopy(
  trx: Transaction<DB>,
  services: Services,
  bookId: number,
  serialNumber: string
): Promise<boolean> {
  const now = services.clock.now();
  const { holdDays } = await readCirculationSettings(trx);
  const book = await trx
    .selectFrom('books')
    .select(['bookname'])
    .where('unique_id', '=', bookId)
    .executeTakeFirst();
  if (!book) return false;
  for (;;) {
    const next = await trx
      .selectFrom('holds as h')
      .innerJoin('users as u', 'u.unique_id', 'h.user_id')
      .select(['h.id', 'h.hold_id', 'h.user_id', 'u.email'])
      .where('h.book_id', '=', bookId)
      .where('h.status', '=', 'waiting')
      .orderBy('h.id')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!next) return false;
    // A member whose membership ended, or who got the book meanwhile, is passed over.
    const eligible =
      (await hasActiveMembership(trx, next.user_id, now)) &&
      !(await findOpenRecord(trx, next.user_id, bookId));
    if (!eligible) {
      await trx
        .updateTable('holds')
        .set({ status: 'expired', closed_at: now })
        .where('id', '=', next.id)
        .execute();
      continue;
    }
    const expiresAt = new Date(now.getTime() + holdDays * DAY_MS);
    await trx
      .updateTable('holds')
      .set({ status: 'ready', serial_number: serialNumber, ready_at: now, expires_at: expiresAt })
      .where('id', '=', next.id)
      .execute();
    await insertRequest(trx, {
      bookId,
      userId: next.user_id,
      bookname: book.bookname,
      username: next.email,
      now,
    });
    await services.jobs.enqueue(
      trx,
      'hold_expire',
      { holdId: next.hold_id },
      { runAt: expiresAt, uniqueKey: `hold_expire:${next.hold_id}` }
    );
    await notifyMember(trx, services, {
      kind: 'hold_ready',
      key: `hold_ready:${next.hold_id}`,
      userId: next.user_id,
      facts: { bookname: book.bookname, until: expiresAt },
    });
    return true;
  }
}

/**
 * Closes an open hold (left by the member, or passed on); a ready one gives its copy to the
 * next in line and withdraws the borrow request made for it.
 */
async function closeHold(
  trx: Transaction<DB>,
  services: Services,
  hold: {
    id: number;
    book_id: number;
    user_id: number;
    status: string;
    serial_number: string | null;
  },
  status: 'cancelled' | 'expired'
) {
  const now = services.clock.now();
  await trx
    .updateTable('holds')
    .set({ status, closed_at: now })
    .where('id', '=', hold.id)
    .execute();
  if (hold.status !== 'ready' || !hold.serial_number) return;
  await trx
    .updateTable('rent_records')
    .set({ status: 'rejected', decided_at: now })
    .where('user_id', '=', hold.user_id)
    .where('book_id', '=', hold.book_id)
    .where('status', '=', 'pending')
    .execute();
  await offerCopy(trx, services, hold.book_id, hold.serial_number);
}

export async function cancelHold(
  services: Services,
  holdId: string,
  caller: { role: 'admin' } | { role: 'member'; userId: number }
) {
  await services.db.transaction().execute(async (trx) => {
    const hold = await trx
      .selectFrom('holds')
      .select(['id', 'book_id', 'user_id', 'status', 'serial_number'])
      .where('hold_id', '=', holdId)
      .where('status', 'in', OPEN_HOLD)
      .executeTakeFirst();
    if (!hold || (caller.role === 'member' && hold.user_id !== caller.userId)) {
      throw notFound(HOLD_MSG.holdNotFound);
    }
    await lockBook(trx, hold.book_id, 'update');
    const locked = await trx
      .selectFrom('holds')
      .select(['id', 'book_id', 'user_id', 'status', 'serial_number'])
      .where('id', '=', hold.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!OPEN_HOLD.includes(locked.status as 'waiting')) throw notFound(HOLD_MSG.holdNotFound);
    await closeHold(trx, services, locked, 'cancelled');
  });
  return { holdId, status: 'cancelled' as const };
}

/** The job run when a ready hold's window ends: if the copy was not lent, it passes on. */
export async function expireHold(services: Services, holdId: string): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const hold = await trx
      .selectFrom('holds as h')
      .innerJoin('books as b', 'b.unique_id', 'h.book_id')
      .select([
        'h.id',
        'h.book_id',
        'h.user_id',
        'h.status',
        'h.serial_number',
        'h.expires_at',
        'b.bookname',
      ])
      .where('h.hold_id', '=', holdId)
      .executeTakeFirst();
    if (!hold || hold.status !== 'ready') return;
    await lockBook(trx, hold.book_id, 'update');
    const now = services.clock.now();
    const current = await trx
      .selectFrom('holds')
      .select(['status', 'expires_at'])
      .where('id', '=', hold.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status !== 'ready' || !current.expires_at || current.expires_at > now) return;
    await notifyMember(trx, services, {
      kind: 'hold_passed',
      key: `hold_passed:${holdId}`,
      userId: hold.user_id,
      facts: { bookname: hold.bookname },
    });
    await closeHold(trx, services, hold, 'expired');
  });
}

/**
 * Approval of a borrow request with a copy (the desk): a copy kept for someone else's hold is
 * refused; approving the holder's own request fulfils their hold.
 */
export async function claimHeldCopy(
  trx: Transaction<DB>,
  userId: number,
  serialNumber: string,
  now: Date
): Promise<void> {
  const held = await trx
    .selectFrom('holds')
    .select(['id', 'user_id'])
    .where('serial_number', '=', serialNumber)
    .where('status', '=', 'ready')
    .forUpdate()
    .executeTakeFirst();
  if (!held) return;
  if (held.user_id !== userId) throw conflict('copy_held', HOLD_MSG.copyHeld);
  await trx
    .updateTable('holds')
    .set({ status: 'fulfilled', closed_at: now })
    .where('id', '=', held.id)
    .execute();
}

/**
 * The desk's pending requests: those of members whose hold is ready come first (soonest
 * window end first), each with the copy kept for it; the others keep their order.
 */
export async function withHeldCopies(db: Db, rows: RentRecordRow[], now: Date) {
  const records = toRentRecords(rows, now);
  const userIds = [...new Set(rows.map((r) => r.user_id).filter((u): u is number => u !== null))];
  if (userIds.length === 0) return records;
  const ready = await db
    .selectFrom('holds')
    .select(['user_id', 'book_id', 'serial_number', 'expires_at'])
    .where('status', '=', 'ready')
    .where('user_id', 'in', userIds)
    .execute();
  const held = new Map(ready.map((r) => [`${r.user_id}:${r.book_id}`, r]));
  const first: typeof records = [];
  const rest: typeof records = [];
  for (const record of records) {
    const hold = held.get(`${record.userId}:${record.bookId}`);
    if (hold?.serial_number && hold.expires_at) {
      first.push({
        ...record,
        heldCopy: { serialNumber: hold.serial_number, until: hold.expires_at.toISOString() },
      });
    } else rest.push(record);
  }
  first.sort((a, b) => a.heldCopy!.until.localeCompare(b.heldCopy!.until));
  return [...first, ...rest];
}

export async function waitingCount(db: Db, bookId: number): Promise<number> {
  const row = await db
    .selectFrom('holds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('book_id', '=', bookId)
    .where('status', '=', 'waiting')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
