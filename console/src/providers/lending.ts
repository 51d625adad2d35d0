import type { ApiClient, Book, RentRecord } from '@pathagar/sdk';
import { clubDay, toLatinDigits, type Language } from '@pathagar/shared-i18n';
import { matches, page, type Filter, type ResourceMapping } from './listing';

/*
 * The lending desk (admin-operations.md §2–§4): Book Request (`requests`), Borrowed Books
 * (`loans`) and Received Books (`returns`). The legacy calls answer whole lists, so the joins with
 * the book list, the derived dates and the filters happen here.
 */

/** What the tables show of a record's book, joined from GET /Singup/Allbooks by bookId. */
export type JoinedBook = Pick<Book, 'bookname' | 'booknameEnglish' | 'imgUrl' | 'serialNumbers'>;

/** A borrow record as the lending tables receive it: `id` is its rentId. */
export type LendingRecord = RentRecord & { id: string; book: JoinedBook | null };

/** A pending request, with the copies of its book that are on the shelf. */
export type RequestRecord = LendingRecord & { serialChoices: string[] };

/** A copy out on loan, with the dates the Borrowed Books table shows and filters by. */
export type LoanRecord = LendingRecord & {
  borrowedOn: string;
  /** The due date (ISO), or null when the record carries neither a due date nor a length. */
  dueOn: string | null;
  overdue: boolean;
};

export type ReturnRecord = LendingRecord;

/** The fields every lending action sends (the legacy console sent them all). */
type RecordKey = Pick<RentRecord, 'userId' | 'bookId' | 'rentId' | 'username' | 'bookname'> & {
  serialNumber?: RentRecord['serialNumber'];
};

export interface Approval {
  serialNumber: string;
  /** The loan length in days (1 to 365, the contract's LoanDays). */
  loanDays: number;
}

export const MIN_LOAN_DAYS = 1;
export const MAX_LOAN_DAYS = 365;
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

/** The book's copies minus those out on an open loan (the server refuses them: serial_on_loan). */
export function freeSerials(book: JoinedBook | null, openLoans: RentRecord[]): string[] {
  const out = new Set(openLoans.map((loan) => loan.serialNumber).filter(Boolean));
  return (book?.serialNumbers ?? []).filter((serial) => !out.has(serial));
}

/** A serial chosen on the Book Request screen, by rentId, with its book. */
export interface SerialChoice {
  bookId: number;
  serialNumber: string;
}

/**
 * The serials a row may offer: its free copies minus those chosen in other rows of the same book
 * (spec §4: an approved or chosen serial leaves the choices of the book's other requests).
 */
export function serialOptions(
  row: Pick<RequestRecord, 'id' | 'bookId' | 'serialChoices'>,
  chosen: Record<string, SerialChoice | undefined>
): string[] {
  const taken = new Set(
    Object.entries(chosen)
      .filter(([id, choice]) => id !== row.id && choice?.bookId === row.bookId)
      .map(([, choice]) => choice!.serialNumber)
  );
  return row.serialChoices.filter((serial) => !taken.has(serial));
}

function joined(books: Map<number, JoinedBook>) {
  return (record: RentRecord): LendingRecord => ({
    ...record,
    id: record.rentId,
    book: books.get(record.bookId) ?? null,
  });
}

function byBook(list: Book[]): Map<number, JoinedBook> {
  return new Map(
    list.map((b) => [
      b.uniqueId,
      {
        bookname: b.bookname,
        booknameEnglish: b.booknameEnglish,
        imgUrl: b.imgUrl,
        serialNumbers: b.serialNumbers,
      },
    ])
  );
}

/** Book name in either language or as recorded, partial and case-insensitive (spec §5). */
function nameMatches(record: LendingRecord, query: unknown): boolean {
  return (
    matches(record.book?.bookname, query) ||
    matches(record.book?.booknameEnglish, query) ||
    matches(record.bookname, query)
  );
}

/** A date picker's value (YYYY-MM-DD) against the club day of a moment; no value matches all. */
function dayMatches(value: string | null | undefined, day: unknown): boolean {
  return typeof day !== 'string' || !day || clubDay(value) === day;
}

export type DueFilter = 'overdue' | 'due' | 'all';

export function createLendingDesk(api: ApiClient) {
  /** Required for serial choices; the names are a convenience, so tables can do without them. */
  const books = async () => byBook((await api.GET('/Singup/Allbooks')).data!);
  const booksOrNone = () => books().catch(() => new Map<number, JoinedBook>());

  const pending = async () =>
    (await api.GET('/SingUpAdmin/checkPendingRequest')).data!.pendingRequest;
  const borrowed = async () =>
    (await api.GET('/SingUpAdmin/adminWithOutPaddingRequest')).data!.pendingRequest;
  const returned = async () =>
    (
      await api.GET('/SingUpAdmin/checkRetunedequest', {
        params: { query: { status: 'Returned' } },
      })
    ).data!.pendingRequest;

  // Sends what the legacy console sent; the server reads ids and ignores username and bookname.
  const key = (record: RecordKey) => ({
    userId: record.userId,
    bookId: record.bookId,
    rentId: record.rentId,
    username: record.username,
    bookname: record.bookname,
  });

  const resources = {
    requests: {
      getList: async (params) => {
        const { name, date } = params.filter as Filter;
        // A copy marked Returned is still out until the admin confirms it, so it is not free.
        const [list, catalogue, out, back] = await Promise.all([
          pending(),
          books(),
          borrowed(),
          returned(),
        ]);
        const rows: RequestRecord[] = list.map(joined(catalogue)).map((row) => ({
          ...row,
          serialChoices: freeSerials(row.book, [...out, ...back]),
        }));
        return page(
          rows.filter((r) => nameMatches(r, name) && dayMatches(r.date, date)),
          params
        );
      },
    },

    loans: {
      getList: async (params) => {
        const { name, serial, borrowed: day, due } = params.filter as Filter;
        const [list, catalogue] = await Promise.all([borrowed(), booksOrNone()]);
        const now = Date.now();
        const rows: LoanRecord[] = list.map(joined(catalogue)).map((row) => ({
          ...row,
          borrowedOn: borrowedOn(row),
          dueOn: dueDate(row)?.toISOString() ?? null,
          overdue: isOverdue(row, now),
        }));
        // Serials are ASCII digits; an admin on a Bangla keyboard types Bangla ones.
        const serialQuery = typeof serial === 'string' ? toLatinDigits(serial) : serial;
        return page(
          rows.filter(
            (r) =>
              nameMatches(r, name) &&
              matches(r.serialNumber, serialQuery) &&
              dayMatches(r.borrowedOn, day) &&
              // "Due Today" is the complement of overdue, not today's due dates (spec §4).
              (due === 'overdue' ? r.overdue : due === 'due' ? !r.overdue : true)
          ),
          params
        );
      },
    },

    returns: {
      getList: async (params) => {
        const { name, date } = params.filter as Filter;
        const [list, catalogue] = await Promise.all([returned(), booksOrNone()]);
        const rows: ReturnRecord[] = list.map(joined(catalogue));
        return page(
          rows.filter((r) => nameMatches(r, name) && dayMatches(r.date, date)),
          params
        );
      },
    },
  } satisfies Record<string, ResourceMapping>;

  const methods = {
    /**
     * Approves with the copy and the loan length. The length goes as `returnDayNumber`, the name
     * the contract prefers; no PUT /SingUpAdmin/reduceBooks follows, the approval takes the copy
     * off the shelf itself (that call is a no-op on our server).
     */
    approveRequest: async (record: RecordKey, { serialNumber, loanDays }: Approval) => {
      const { data } = await api.PUT('/SingUpAdmin/updateRequestStatus', {
        body: { ...key(record), status: 'approved', serialNumber, returnDayNumber: loanDays },
      });
      return data!.rentBook;
    },
    rejectRequest: async (record: RecordKey) => {
      const { data } = await api.PUT('/SingUpAdmin/updateRequestStatus', {
        body: { ...key(record), status: 'rejected' },
      });
      return data!.rentBook;
    },
    /** "Request a return": e-mails the member a reminder; the loan is unchanged. */
    requestReturn: async (record: RecordKey) => {
      await api.POST('/SingUpAdmin/deleteRequest', {
        body: {
          ...key(record),
          ...(record.serialNumber ? { serialNumber: record.serialNumber } : {}),
        },
      });
    },
    /** Confirm: the copy is back; no PUT /SingUpAdmin/addBooks follows (a no-op on our server). */
    confirmReturn: async (record: RecordKey) => {
      const { data } = await api.PUT('/SingUpAdmin/returnData', {
        body: {
          ...key(record),
          ...(record.serialNumber ? { serialNumber: record.serialNumber } : {}),
        },
      });
      return data!.rentBook;
    },
    /** Not Received: the loan is open again (status `Received`) and the member is reminded. */
    markNotReceived: async (record: RecordKey) => {
      await api.PUT('/SingUpAdmin/updateStatus', {
        body: { ...key(record), status: 'Received' },
      });
    },
  };

  return { resources, methods };
}
