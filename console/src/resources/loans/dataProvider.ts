import type { ApiClient } from '@pathagar/sdk';
import { toLatinDigits } from '@pathagar/shared-i18n';
import { matches, page, type Filter } from '../../providers/listing';
import { resourceProvider } from '../../providers/resourceProvider';
import {
  borrowedOn,
  dayMatches,
  dueDate,
  isOverdue,
  joined,
  keyWithSerial,
  lendingCalls,
  nameMatches,
  type LendingRecord,
  type RecordKey,
} from '../lending/records';

/** A copy out on loan, with the dates the Borrowed Books table shows and filters by. */
export type LoanRecord = LendingRecord & {
  borrowedOn: string;
  /** The due date (ISO), or null when the record carries neither a due date nor a length. */
  dueOn: string | null;
  overdue: boolean;
};

export type DueFilter = 'overdue' | 'due' | 'all';

export function loansProvider(api: ApiClient) {
  const calls = lendingCalls(api);
  return resourceProvider({
    getList: async (params) => {
      const { name, serial, borrowed: day, due } = params.filter as Filter;
      const list = await calls.borrowed();
      const catalogue = await calls.booksOrNone(list);
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
  });
}

/** Borrowed Books' action (LoanList.tsx, through useConsoleDataProvider()). */
export const loansActions = (api: ApiClient) => ({
  /** "Request a return": e-mails the member a reminder; the loan is unchanged. */
  requestReturn: async (record: RecordKey) => {
    await api.POST('/SingUpAdmin/deleteRequest', { body: keyWithSerial(record) });
  },
});
