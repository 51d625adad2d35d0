import { dataOf, type ApiClient, type Book, type RentRecord } from '@pathagar/sdk';
import { clubDay, type Language } from '@pathagar/shared-i18n';
import { matches } from '../../providers/listing';

/*
 * What the three lending desks (admin-operations.md §2–§4) share: Book Request (`requests`),
 * Borrowed Books (`loans`) and Received Books (`returns`). The legacy calls answer whole lists, so
 * the joins with the records' books, the derived dates and the filters happen on the client; each
 * desk's provider sits beside its screens (resources/<desk>/dataProvider.ts).
 */

/**
 * What the tables show of a record's book, joined by bookId from GET /SingUpAdmin/mostPopularBook
 * (the records' books only: no screen loads the whole catalogue, issue 20).
 */
export type JoinedBook = Pick<Book, 'bookname' | 'booknameEnglish' | 'imgUrl' | 'serialNumbers'>;

/** A borrow record as the lending tables receive it: `id` is its rentId. */
export type LendingRecord = RentRecord & { id: string; book: JoinedBook | null };

/** The fields every lending action sends (the legacy console sent them all). */
export type RecordKey = Pick<
  RentRecord,
  'userId' | 'bookId' | 'rentId' | 'username' | 'bookname'
> & {
  serialNumber?: RentRecord['serialNumber'];
};

const DAY_MS = 86_400_000;

/**
 * The book's name in the reader's language (the English one in en when there is one), else the
 * name the record was saved with; null when neither exists (the screen says "Unknown").
 */
export function bookName(record: Pick<LendingRecord, 'book' | 'bookname'>, language: Language) {
  const { book } = record;
  const joined = language === 'en' && book?.booknameEnglish ? book.booknameEnglish : book?.bookname;
  return joined?.trim() || record.bookname?.trim() || null;
}

/** When the copy left: the approval, or the request date on records without `approvedAt`. */
export const borrowedOn = (record: RentRecord): string => record.approvedAt ?? record.date;

/** The due date (spec §4): `returnDay` if present, else borrowed on + `returnDayNumber` days. */
export function dueDate(record: RentRecord): Date | null {
  if (record.returnDay) return new Date(record.returnDay);
  if (record.returnDayNumber === null || record.returnDayNumber === undefined) return null;
  return new Date(new Date(borrowedOn(record)).getTime() + record.returnDayNumber * DAY_MS);
}

/** Overdue when the due date is earlier than now; without a due date, the server's flag. */
export function isOverdue(record: RentRecord, now: number): boolean {
  const due = dueDate(record);
  return due ? due.getTime() < now : record.overdue;
}

/** Book name in either language or as recorded, partial and case-insensitive (spec §5). */
export function nameMatches(record: LendingRecord, query: unknown): boolean {
  return (
    matches(record.book?.bookname, query) ||
    matches(record.book?.booknameEnglish, query) ||
    matches(record.bookname, query)
  );
}

/** A date picker's value (YYYY-MM-DD) against the club day of a moment; no value matches all. */
export function dayMatches(value: string | null | undefined, day: unknown): boolean {
  return typeof day !== 'string' || !day || clubDay(value) === day;
}

/** Sends what the legacy console sent; the server reads ids and ignores username and bookname. */
export const key = (record: RecordKey) => ({
  userId: record.userId,
  bookId: record.bookId,
  rentId: record.rentId,
  username: record.username,
  bookname: record.bookname,
});

/** The key plus the copy's serial where the record has one (return calls). */
export const keyWithSerial = (record: RecordKey) => ({
  ...key(record),
  ...(record.serialNumber ? { serialNumber: record.serialNumber } : {}),
});

/** Ids GET /SingUpAdmin/mostPopularBook takes in one call (the contract's maxItems). */
export const BOOKS_PER_CALL = 20;
const BOOK_ID = /^[1-9][0-9]{5}$/;

/** The legacy lists the desks read, and the books they join (only the records' own books). */
export function lendingCalls(api: ApiClient) {
  const books = async (
    records: readonly Pick<RentRecord, 'bookId'>[]
  ): Promise<Map<number, JoinedBook>> => {
    // A record whose book was deleted has no bookId; one from before the import may hold a
    // value no book can have. Neither can be asked for.
    const ids = [...new Set(records.map((r) => r.bookId))].filter((id) => BOOK_ID.test(String(id)));
    const calls: Promise<Book[]>[] = [];
    for (let at = 0; at < ids.length; at += BOOKS_PER_CALL) {
      const query = { ids: ids.slice(at, at + BOOKS_PER_CALL).join(',') };
      calls.push(api.GET('/SingUpAdmin/mostPopularBook', { params: { query } }).then(dataOf));
    }
    return new Map(
      (await Promise.all(calls)).flat().map((b) => [
        b.uniqueId,
        {
          bookname: b.bookname,
          booknameEnglish: b.booknameEnglish,
          imgUrl: b.imgUrl,
          serialNumbers: b.serialNumbers,
        },
      ])
    );
  };
  return {
    /** Required for serial choices. */
    books,
    /** The names are a convenience, so tables that only show them can do without. */
    booksOrNone: (records: readonly Pick<RentRecord, 'bookId'>[]) =>
      books(records).catch(() => new Map<number, JoinedBook>()),
    pending: async () => dataOf(await api.GET('/SingUpAdmin/checkPendingRequest')).pendingRequest,
    borrowed: async () =>
      dataOf(await api.GET('/SingUpAdmin/adminWithOutPaddingRequest')).pendingRequest,
    returned: async () =>
      dataOf(
        await api.GET('/SingUpAdmin/checkRetunedequest', {
          params: { query: { status: 'Returned' } },
        })
      ).pendingRequest,
  };
}

/** A record with its book joined and its rentId as `id`. */
export function joined(books: Map<number, JoinedBook>) {
  return (record: RentRecord): LendingRecord => ({
    ...record,
    id: record.rentId,
    book: books.get(record.bookId) ?? null,
  });
}
