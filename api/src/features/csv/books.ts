import type { Transaction } from 'kysely';
import type { BooksCsvRow } from '@pathagar/sdk/schema';
import type { DB } from '../../db/schema';
import { ITEM_ID_RANGE } from '../../db/ids';
import { missingImageKey } from '../../legacy-import/images';
import {
  COPY_ON_LOAN,
  loadBooks,
  mapWriteError,
  OPEN_LOAN,
  replaceCopies,
} from '../books/repository';
import { searchKeysOf } from '../books/search-keys';
import { DUPLICATE_SERIAL } from '../books/form';
import {
  idCell,
  insertChunked,
  insertRecords,
  planOf,
  textCell,
  type CsvRow,
  type PlannedRow,
} from './file';
import type { CsvKind } from './run';

/** The columns of books.csv, in the order of the contract's BooksCsvRow. */
export const BOOK_COLUMNS = [
  'uniqueId',
  'bookname',
  'booknameEnglish',
  'authorname',
  'authornameEnglish',
  'aboutbook',
  'aboutbookEnglish',
  'booktype',
  'serialNumbers',
] as const;

/** Serials share one cell: spreadsheets have no lists, and a book rarely has many copies. */
const SERIAL_SEPARATOR = ';';

/** A row as the contract's BooksCsvRow checked it; the serials cell always makes a list. */
type BookValue = BooksCsvRow & { serialNumbers: string[] };

/** Covers are not in the file; a new book's cover shows as missing until an admin uploads one. */
const NO_COVER = missingImageKey('csv-import');

const columnsOf = (b: BookValue) => ({
  bookname: b.bookname,
  bookname_en: b.booknameEnglish,
  authorname: b.authorname,
  authorname_en: b.authornameEnglish,
  aboutbook: b.aboutbook,
  aboutbook_en: b.aboutbookEnglish,
  booktype: b.booktype,
});

export const booksCsv: CsvKind<BookValue> = {
  name: 'books',
  columns: BOOK_COLUMNS,
  enumCode: 'unknown_category',

  async records(db) {
    const books = await loadBooks(db);
    books.sort((a, b) => a.row.unique_id - b.row.unique_id);
    return books.map(({ row, serials }) => [
      String(row.unique_id),
      row.bookname,
      row.bookname_en,
      row.authorname,
      row.authorname_en,
      row.aboutbook,
      row.aboutbook_en,
      row.booktype,
      serials.join(SERIAL_SEPARATOR),
    ]);
  },

  read: (c) => {
    const value: Record<string, unknown> = { uniqueId: idCell(c.uniqueId) };
    for (const column of BOOK_COLUMNS.slice(1, -1)) value[column] = textCell(c[column]);
    value.serialNumbers = (c.serialNumbers ?? '')
      .split(SERIAL_SEPARATOR)
      .map((s) => s.trim())
      .filter(Boolean);
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
  },

  labelOf: (r: CsvRow) => r.cells.bookname || r.cells.booknameEnglish || '',
  mapWriteError,

  async plan(trx, rows, errors) {
    const ids = rows.flatMap((r) => (r.value.uniqueId ? [r.value.uniqueId] : []));
    const existing = new Map((await loadBooks(trx, ids)).map((b) => [b.row.unique_id, b]));
    const owners = new Map(
      (await trx.selectFrom('book_copies').select(['serial_number', 'book_id']).execute()).map(
        (c) => [c.serial_number, c.book_id]
      )
    );
    const onLoan = new Set(
      (
        await trx
          .selectFrom('rent_records')
          .select(['book_id', 'serial_number'])
          .where('status', 'in', OPEN_LOAN)
          .where('serial_number', 'is not', null)
          .execute()
      ).map((l) => `${l.book_id}/${l.serial_number}`)
    );
    const inFile = new Set(ids);
    const seenSerials = new Set<string>();

    const planned: PlannedRow<BookValue>[] = [];
    for (const { row, value } of rows) {
      const id = value.uniqueId ?? null;
      for (const serial of value.serialNumbers) {
        const owner = owners.get(serial);
        // A serial may move between two books of the file; from a book outside it, never.
        if (
          seenSerials.has(serial) ||
          (owner !== undefined && owner !== id && !inFile.has(owner))
        ) {
          errors.add(row, 'serialNumbers', 'duplicate_serial', `${serial}: ${DUPLICATE_SERIAL}`);
        }
        seenSerials.add(serial);
      }
      const book = id === null ? undefined : existing.get(id);
      if (book) {
        const kept = new Set(value.serialNumbers);
        const lent = book.serials.find((s) => !kept.has(s) && onLoan.has(`${id}/${s}`));
        if (lent) errors.add(row, 'serialNumbers', 'book_on_loan', `${lent}: ${COPY_ON_LOAN}`);
      }
      const same = (b: NonNullable<typeof book>) =>
        Object.entries(columnsOf(value)).every(([k, v]) => b.row[k as keyof typeof b.row] === v) &&
        b.serials.join(SERIAL_SEPARATOR) === value.serialNumbers.join(SERIAL_SEPARATOR);
      planned.push(planOf(row, id, value.bookname, value, book ? { same: same(book) } : null));
    }
    return planned;
  },

  async write(trx: Transaction<DB>, planned, now) {
    const updates = planned.filter((p) => p.action === 'update');
    // Copies a book gives up go first, so that another book of the file can take them.
    const owners = await trx
      .selectFrom('book_copies')
      .select(['serial_number', 'book_id'])
      .execute();
    for (const { uniqueId, value } of updates) {
      const own = new Set(owners.filter((o) => o.book_id === uniqueId).map((o) => o.serial_number));
      await replaceCopies(
        trx,
        uniqueId!,
        value.serialNumbers.filter((s) => own.has(s))
      );
    }
    for (const { uniqueId, value } of updates) {
      const columns = columnsOf(value);
      await trx
        .updateTable('books')
        .set({ ...columns, ...searchKeysOf(columns), updated_at: now })
        .where('unique_id', '=', uniqueId!)
        .execute();
      await replaceCopies(trx, uniqueId!, value.serialNumbers);
    }
    const creates = planned.filter((p) => p.action === 'create');
    const ids = await insertRecords(
      trx,
      'books',
      ITEM_ID_RANGE,
      creates.map(({ uniqueId, value }) => {
        const columns = columnsOf(value);
        const row = { ...columns, ...searchKeysOf(columns), image_key: NO_COVER };
        return { uniqueId, row: { ...row, created_at: now, updated_at: now } };
      })
    );
    // The plan checked the serials in this transaction; the primary key settles a race.
    await insertChunked(
      trx,
      'book_copies',
      creates.flatMap(({ value }, i) =>
        value.serialNumbers.map((serial_number, position) => ({
          serial_number,
          book_id: ids[i]!,
          position,
        }))
      )
    );
  },
};
