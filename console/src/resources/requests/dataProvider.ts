import { dataOf, type ApiClient, type RentRecord } from '@pathagar/sdk';
import { page, type Filter } from '../../providers/listing';
import { resourceProvider } from '../../providers/resourceProvider';
import {
  dayMatches,
  joined,
  key,
  lendingCalls,
  nameMatches,
  type JoinedBook,
  type LendingRecord,
  type RecordKey,
} from '../lending/records';

/** A pending request, with the copies of its book that are on the shelf. */
export type RequestRecord = LendingRecord & { serialChoices: string[] };

export interface Approval {
  serialNumber: string;
  /** The loan length in days (1 to 365, the contract's LoanDays). */
  loanDays: number;
}

export const MIN_LOAN_DAYS = 1;
export const MAX_LOAN_DAYS = 365;

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
  const taken = new Set<string>();
  for (const [id, choice] of Object.entries(chosen)) {
    if (choice && id !== row.id && choice.bookId === row.bookId) taken.add(choice.serialNumber);
  }
  return row.serialChoices.filter((serial) => !taken.has(serial));
}

export function requestsProvider(api: ApiClient) {
  const calls = lendingCalls(api);
  return resourceProvider({
    getList: async (params) => {
      const { name, date } = params.filter as Filter;
      // A copy marked Returned is still out until the admin confirms it, so it is not free.
      const [list, out, back] = await Promise.all([
        calls.pending(),
        calls.borrowed(),
        calls.returned(),
      ]);
      const catalogue = await calls.books(list);
      const rows: RequestRecord[] = list.map(joined(catalogue)).map((row) => ({
        ...row,
        serialChoices: freeSerials(row.book, [...out, ...back]),
      }));
      return page(
        rows.filter((r) => nameMatches(r, name) && dayMatches(r.date, date)),
        params
      );
    },
  });
}

/** Book Request's actions (RequestList.tsx, through useConsoleDataProvider()). */
export const requestsActions = (api: ApiClient) => ({
  /**
   * Approves with the copy and the loan length. The length goes as `returnDayNumber`, the name
   * the contract prefers; no PUT /SingUpAdmin/reduceBooks follows, the approval takes the copy
   * off the shelf itself (that call is a no-op on our server).
   */
  approveRequest: async (record: RecordKey, { serialNumber, loanDays }: Approval) =>
    dataOf(
      await api.PUT('/SingUpAdmin/updateRequestStatus', {
        body: { ...key(record), status: 'approved', serialNumber, returnDayNumber: loanDays },
      })
    ).rentBook,
  rejectRequest: async (record: RecordKey) =>
    dataOf(
      await api.PUT('/SingUpAdmin/updateRequestStatus', {
        body: { ...key(record), status: 'rejected' },
      })
    ).rentBook,
});
