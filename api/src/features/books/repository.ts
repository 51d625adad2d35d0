import { sql, type Kysely, type Transaction } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/index';
import { conflict } from '../../http/errors';
import type { BookRow, DB, RentStatusValue } from '../../db/schema';
import { DUPLICATE_SERIAL } from './form';

type Executor = Kysely<DB> | Transaction<DB>;

/** A loan whose copy is off the shelf: lent, picked up, or handed back but not yet confirmed. */
export const OPEN_LOAN: readonly RentStatusValue[] = ['approved', 'Received', 'Returned'];
/** A request that still involves the book: waiting for a decision, or an open loan. */
export const IN_USE: readonly RentStatusValue[] = ['pending', ...OPEN_LOAN];

export const COPY_ON_LOAN = 'A copy that is out on loan cannot be removed.';

/** The columns a book is shown from (toBook), without the search keys, which are large. */
const SHOWN_COLUMNS = [
  'unique_id',
  'bookname',
  'bookname_en',
  'authorname',
  'authorname_en',
  'aboutbook',
  'aboutbook_en',
  'booktype',
  'image_key',
  'created_at',
] as const satisfies readonly (keyof BookRow)[];

/** A book with what its figures are derived from: its copies and how many are out. */
export interface BookRecord {
  row: Pick<BookRow, (typeof SHOWN_COLUMNS)[number]>;
  /** Serial numbers of the copies owned, in the order the admin listed them. */
  serials: string[];
  /** Copies out on an open loan. */
  onLoan: number;
}

/**
 * Books with their copies and open-loan counts in one statement, whatever their number: the
 * copies and the loans are aggregated per book and joined, not fetched book by book. Without
 * `ids`, the whole catalogue, newest first; with `ids`, those books (in no particular order).
 */
export async function loadBooks(db: Executor, ids?: readonly number[]): Promise<BookRecord[]> {
  if (ids && ids.length === 0) return [];
  let copies = db
    .selectFrom('book_copies')
    .select([
      'book_id',
      sql<string[]>`array_agg(serial_number order by position, serial_number)`.as('serials'),
    ])
    .groupBy('book_id');
  let loans = db
    .selectFrom('rent_records')
    .select(['book_id', (eb) => eb.fn.countAll<number>().as('on_loan')])
    .where('status', 'in', OPEN_LOAN)
    .groupBy('book_id');
  let books = db.selectFrom('books as b');
  if (ids) {
    copies = copies.where('book_id', 'in', ids);
    loans = loans.where('book_id', 'in', ids);
    books = books.where('b.unique_id', 'in', ids);
  }
  const rows = await books
    .leftJoin(copies.as('c'), 'c.book_id', 'b.unique_id')
    .leftJoin(loans.as('l'), 'l.book_id', 'b.unique_id')
    .select(SHOWN_COLUMNS.map((column) => `b.${column}` as const))
    .select([
      sql<string[]>`coalesce(c.serials, '{}')`.as('serials'),
      sql<number>`coalesce(l.on_loan, 0)`.as('on_loan'),
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.unique_id', 'desc')
    .execute();
  return rows.map(({ serials, on_loan, ...row }) => ({
    row,
    serials,
    onLoan: Number(on_loan),
  }));
}

export async function findBook(db: Executor, id: number): Promise<BookRecord | null> {
  const [book] = await loadBooks(db, [id]);
  return book ?? null;
}

/** Locks the book's row for the rest of the transaction (edits and deletes take turns). */
export async function lockBook(trx: Transaction<DB>, id: number) {
  return trx
    .selectFrom('books')
    .select(['unique_id', 'image_key'])
    .where('unique_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Refuses serial numbers that already name a copy of another book. */
async function assertSerialsFree(
  trx: Transaction<DB>,
  bookId: number | null,
  serials: readonly string[]
): Promise<void> {
  if (serials.length === 0) return;
  let taken = trx
    .selectFrom('book_copies')
    .select('serial_number')
    .where('serial_number', 'in', serials);
  if (bookId !== null) taken = taken.where('book_id', '<>', bookId);
  const clash = await taken.limit(1).executeTakeFirst();
  if (clash) {
    // The field names the copy at fault, so the console can say which serial is taken.
    const at = serials.indexOf(clash.serial_number);
    throw conflict('duplicate_serial', DUPLICATE_SERIAL, `body.serialNumber-${at + 1}`);
  }
}

/** The copies of a new book. The primary key on serial_number settles concurrent adds. */
export async function insertCopies(
  trx: Transaction<DB>,
  bookId: number,
  serials: readonly string[]
): Promise<void> {
  await assertSerialsFree(trx, null, serials);
  if (serials.length === 0) return;
  await trx
    .insertInto('book_copies')
    .values(serials.map((serial_number, i) => ({ serial_number, book_id: bookId, position: i })))
    .execute();
}

/**
 * Makes the book own exactly `serials`, in that order. Copies that are out on an open loan
 * cannot go; the foreign key from rent_records backs that check up against a loan approved
 * while this runs (its error is mapped to book_on_loan by the caller).
 */
export async function replaceCopies(
  trx: Transaction<DB>,
  bookId: number,
  serials: readonly string[]
): Promise<void> {
  const wanted = new Set(serials);
  const current = await trx
    .selectFrom('book_copies')
    .select('serial_number')
    .where('book_id', '=', bookId)
    .execute();
  const removed = current.map((c) => c.serial_number).filter((s) => !wanted.has(s));

  if (removed.length > 0) {
    const out = await trx
      .selectFrom('rent_records')
      .select('id')
      .where('book_id', '=', bookId)
      .where('serial_number', 'in', removed)
      .where('status', 'in', OPEN_LOAN)
      .limit(1)
      .executeTakeFirst();
    if (out) throw conflict('book_on_loan', COPY_ON_LOAN);
  }
  await assertSerialsFree(trx, bookId, serials);

  if (removed.length > 0) {
    // Finished and pending records stay as history, but cannot name a copy that no longer
    // exists (the foreign key would otherwise forbid removing any copy ever lent).
    await trx
      .updateTable('rent_records')
      .set({ serial_number: null })
      .where('book_id', '=', bookId)
      .where('serial_number', 'in', removed)
      .where('status', 'not in', OPEN_LOAN)
      .execute();
    await trx
      .deleteFrom('book_copies')
      .where('book_id', '=', bookId)
      .where('serial_number', 'in', removed)
      .execute();
  }
  if (serials.length === 0) return;
  // An existing copy of this book only moves; a serial of another book (added since the check
  // above) is left alone by the WHERE and shows up as a missing row.
  const written = await trx
    .insertInto('book_copies')
    .values(serials.map((serial_number, i) => ({ serial_number, book_id: bookId, position: i })))
    .onConflict((oc) =>
      oc
        .column('serial_number')
        .doUpdateSet({ position: (eb) => eb.ref('excluded.position') })
        .where('book_copies.book_id', '=', bookId)
    )
    .returning('serial_number')
    .execute();
  if (written.length !== serials.length) throw conflict('duplicate_serial', DUPLICATE_SERIAL);
}

/** Constraint errors of a catalogue write, as the contract's 409s. */
export function mapWriteError(error: unknown): unknown {
  if (isUniqueViolation(error, 'book_copies_pkey')) {
    return conflict('duplicate_serial', DUPLICATE_SERIAL);
  }
  // Only rent_records refers to a copy: a loan was approved on a copy being removed.
  if (isForeignKeyViolation(error)) return conflict('book_on_loan', COPY_ON_LOAN);
  return error;
}

/** Whether a request or loan still involves the book (it may not be deleted then). */
export async function bookInUse(
  trx: Transaction<DB>,
  bookId: number
): Promise<'out' | 'requested' | null> {
  const rows = await trx
    .selectFrom('rent_records')
    .select('status')
    .distinct()
    .where('book_id', '=', bookId)
    .where('status', 'in', IN_USE)
    .execute();
  if (rows.some((r) => r.status !== 'pending')) return 'out';
  return rows.length ? 'requested' : null;
}
