import { BOOK_CATEGORY_SLUGS, type BookCategory } from '@pathagar/shared-i18n';
import type { Insertable } from 'kysely';
import { DAY_MS } from '../club-time';
import { ITEM_ID_RANGE } from '../db/ids';
import type { DB } from '../db/schema';
import {
  insertAll,
  newRecords,
  recordKey,
  requiredImage,
  uniqueIdKey,
  type Importer,
} from './context';
import { date, int, looseKey, objectIdTime, text, uuid } from './values';
import { searchKeysOf } from '../features/books/search-keys';

const OTHERS: BookCategory = 'অন্যান্য';
/** A category by its Bangla value or its English name (`Novel`, `Children's Literature`…). */
const CATEGORIES = new Map<string, BookCategory>();
for (const [value, slug] of Object.entries(BOOK_CATEGORY_SLUGS) as [BookCategory, string][]) {
  CATEGORIES.set(looseKey(value), value);
  CATEGORIES.set(looseKey(slug), value);
}

const SERIAL = /^[0-9]{1,20}$/;

/**
 * `books`: the uniqueId is kept. Legacy text was in one language, shown to everyone, so it fills
 * both the Bangla and the English columns. Copies come from serialNumbers; `totalbooks` (the
 * shelf count the admin kept by hand) is never copied as stock: availability is derived from
 * the loans. Only a book that lists no serials gets `totalbooks` numbered copies, so it stays
 * lendable.
 */
export const importBooks: Importer = async (ctx, docs, report) => {
  const { trx } = ctx;
  const existingIds = new Set(
    (await trx.selectFrom('books').select('unique_id').execute()).map((r) => r.unique_id)
  );
  const taken = new Set(
    (await trx.selectFrom('book_copies').select('serial_number').execute()).map(
      (r) => r.serial_number
    )
  );
  const books: Insertable<DB['books']>[] = [];
  const copies: Insertable<DB['book_copies']>[] = [];
  for (const [doc, id] of newRecords(docs, report, uniqueIdKey(ITEM_ID_RANGE), existingIds)) {
    const name = text(doc.bookname);
    if (!name) {
      report.skip('missing bookname', id);
      continue;
    }
    const rawType = text(doc.booktype);
    let booktype = rawType ? CATEGORIES.get(looseKey(rawType)) : undefined;
    if (!booktype) {
      report.note('unknown booktype, filed under Others', `${id} ${rawType ?? '(none)'}`);
      booktype = OTHERS;
    }
    const author = text(doc.authorname) ?? '';
    const about = text(doc.aboutbook) ?? '';
    const created = date(doc.createdAt) ?? objectIdTime(doc._id) ?? ctx.now;
    const names = { bookname: name, bookname_en: name, authorname: author, authorname_en: author };
    books.push({
      unique_id: id,
      ...names,
      // Without its keys a book is invisible to the catalogue's search box (q).
      ...searchKeysOf(names),
      aboutbook: about,
      aboutbook_en: about,
      booktype,
      image_key: await requiredImage(ctx, report, doc.imgUrl, 'covers', id),
      created_at: created,
      updated_at: date(doc.updatedAt) ?? created,
    });

    const serials: string[] = [];
    for (const raw of Array.isArray(doc.serialNumbers) ? doc.serialNumbers : []) {
      const serial = text(raw);
      if (!serial) continue;
      if (!SERIAL.test(serial)) {
        report.note('serial number is not digits, dropped', `${id} ${serial}`);
      } else if (taken.has(serial)) {
        report.note('serial number already names another copy, dropped', `${id} ${serial}`);
      } else {
        taken.add(serial);
        serials.push(serial);
      }
    }
    if (serials.length === 0) {
      const count = Math.min(Math.max(int(doc.totalbooks) ?? 0, 0), 99);
      if (count > 0) report.note('no serial numbers: totalbooks copies numbered', id);
      for (let n = 0; n < count; n++) serials.push(newSerial(id, taken));
    }
    serials.forEach((serial_number, position) =>
      copies.push({ serial_number, book_id: id, position })
    );
  }
  await insertAll(trx, 'books', books);
  await insertAll(trx, 'book_copies', copies);
  report.imported = books.length;
};

/** A serial for a copy legacy did not number: the book's id and a counter, digits only. */
function newSerial(bookId: number, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const serial = `${bookId}${String(n).padStart(3, '0')}`;
    if (!taken.has(serial)) {
      taken.add(serial);
      return serial;
    }
  }
}

type Status = 'pending' | 'approved' | 'rejected' | 'Received' | 'Returned' | 'readed';
const STATUSES = new Map<string, Status>(
  (['pending', 'approved', 'rejected', 'Received', 'Returned', 'readed'] as const).map((s) => [
    s.toLowerCase(),
    s,
  ])
);
const OPEN = new Set<Status>(['approved', 'Received', 'Returned']);
/** Due date of an approved loan that legacy had not dated yet (it set returnDay at pickup). */
const DEFAULT_LOAN_DAYS = 14;

/**
 * `rentbooks`: the rentId is kept and the status strings are ours already (`readed` is a
 * confirmed read). Every open loan needs a copy and a due date: legacy tracked neither per loan,
 * so open loans get a free copy of their book (a new numbered copy when the book has too few:
 * availability is derived from these loans). Legacy kept only `date` and `returnDay`; the other
 * moments of a loan are taken from them, except the confirmation of a read, left unknown.
 */
export const importLoans: Importer = async (ctx, docs, report) => {
  const { trx } = ctx;
  const existing = await trx
    .selectFrom('rent_records')
    .select(['rent_id', 'user_id', 'book_id', 'status', 'serial_number'])
    .execute();
  const rentIds = new Set(existing.map((r) => r.rent_id));
  const openPairs = new Set(
    existing
      .filter((r) => r.status === 'pending' || OPEN.has(r.status))
      .map((r) => `${r.user_id}:${r.book_id}`)
  );
  const busy = new Set(
    existing.filter((r) => OPEN.has(r.status)).map((r) => r.serial_number as string)
  );
  const books = new Map(
    (await trx.selectFrom('books').select(['unique_id', 'bookname']).execute()).map((r) => [
      r.unique_id,
      r.bookname,
    ])
  );
  const users = new Map(
    (await trx.selectFrom('users').select(['unique_id', 'email']).execute()).map((r) => [
      r.unique_id,
      r.email,
    ])
  );
  const copiesOf = new Map<number, string[]>();
  const taken = new Set<string>();
  for (const c of await trx
    .selectFrom('book_copies')
    .select(['book_id', 'serial_number'])
    .orderBy('book_id')
    .orderBy('position')
    .execute()) {
    taken.add(c.serial_number);
    const list = copiesOf.get(c.book_id) ?? [];
    list.push(c.serial_number);
    copiesOf.set(c.book_id, list);
  }

  const rows: Insertable<DB['rent_records']>[] = [];
  const newCopies: Insertable<DB['book_copies']>[] = [];
  const rentIdKey = recordKey('rentId', uuid, 'invalid rentId (not a UUID)');
  for (const [doc, rentId] of newRecords(docs, report, rentIdKey, rentIds)) {
    const status = STATUSES.get(text(doc.status)?.toLowerCase() ?? '');
    if (!status) {
      report.skip('unknown status', `${rentId} ${text(doc.status) ?? '(none)'}`);
      continue;
    }
    const bookId = int(doc.bookId);
    const userId = int(doc.userId);
    // A finished read outlives its book or its member, as in our own schema: the member's read
    // count and the book's popularity stay right. An open loan needs both.
    const finishedLoan = status === 'readed' || status === 'rejected';
    const bookKnown = bookId !== undefined && books.has(bookId);
    const userKnown = userId !== undefined && users.has(userId);
    if (!bookKnown && (!finishedLoan || !userKnown)) {
      report.skip('broken reference: no such book', `${rentId} ${text(doc.bookId) ?? ''}`);
      continue;
    }
    if (!userKnown && !finishedLoan) {
      report.skip('broken reference: no such user', `${rentId} ${text(doc.userId) ?? ''}`);
      continue;
    }
    if (!bookKnown)
      report.note('finished loan of a book not imported: kept without its book', rentId);
    if (!userKnown) {
      report.note('finished loan of a member not imported: kept without its member', rentId);
    }
    const open = status === 'pending' || OPEN.has(status);
    const pair = `${userId}:${bookId}`;
    if (open && openPairs.has(pair)) {
      report.skip('another open request or loan of the same book by the same member', rentId);
      continue;
    }
    if (open) openPairs.add(pair);

    const requested = date(doc.date) ?? objectIdTime(doc._id) ?? ctx.now;
    let due = date(doc.returnDay);
    let serial: string | null = null;
    let days: number | null = null;
    if (OPEN.has(status)) {
      if (!due) {
        due = new Date(requested.getTime() + DEFAULT_LOAN_DAYS * DAY_MS);
        report.note(`no returnDay: due ${DEFAULT_LOAN_DAYS} days after the request`, rentId);
      }
      const book = bookId!; // an open loan's book is known (checked above)
      const copies = copiesOf.get(book) ?? [];
      serial = copies.find((s) => !busy.has(s)) ?? null;
      if (!serial) {
        serial = newSerial(book, taken);
        newCopies.push({ serial_number: serial, book_id: book, position: copies.length });
        copies.push(serial);
        copiesOf.set(book, copies);
        report.note('copy added: the book had fewer copies than open loans', `${book} ${serial}`);
      }
      busy.add(serial);
      days = Math.min(365, Math.max(1, Math.round((due.getTime() - requested.getTime()) / DAY_MS)));
    }
    // Legacy's username was the member's e-mail, used to write to them: ours is the account's.
    const member = userKnown ? users.get(userId!)! : (text(doc.username)?.toLowerCase() ?? '');
    if (
      userKnown &&
      text(doc.username) !== undefined &&
      text(doc.username)!.toLowerCase() !== member
    ) {
      report.note("username differs from the member's e-mail; the e-mail is kept", rentId);
    }
    const later = status !== 'pending' && status !== 'rejected';
    const endedAt = due && due < ctx.now ? due : requested;
    rows.push({
      rent_id: rentId,
      book_id: bookKnown ? bookId : null,
      user_id: userKnown ? userId : null,
      bookname: text(doc.bookname) ?? (bookKnown ? books.get(bookId!)! : ''),
      username: member,
      status,
      serial_number: serial,
      return_day: due ?? null,
      return_day_number: days,
      requested_at: requested,
      decided_at: status === 'pending' ? null : requested,
      approved_at: later ? requested : null,
      received_at:
        status === 'Received' || status === 'Returned' || status === 'readed' ? requested : null,
      returned_at: status === 'Returned' || status === 'readed' ? endedAt : null,
      // unknown: legacy kept no such moment; the ranking dates these reads by their request
      // (the contract's listTopReaders says so)
      confirmed_at: null,
    });
  }
  await insertAll(trx, 'book_copies', newCopies);
  await insertAll(trx, 'rent_records', rows);
  report.imported = rows.length;
};
