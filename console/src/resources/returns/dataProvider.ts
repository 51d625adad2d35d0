import { dataOf, type ApiClient } from '@pathagar/sdk';
import { page, type Filter } from '../../providers/listing';
import { resourceProvider } from '../../providers/resourceProvider';
import {
  dayMatches,
  joined,
  key,
  keyWithSerial,
  lendingCalls,
  nameMatches,
  type LendingRecord,
  type RecordKey,
} from '../lending/records';

export type ReturnRecord = LendingRecord;

export function returnsProvider(api: ApiClient) {
  const calls = lendingCalls(api);
  return resourceProvider({
    getList: async (params) => {
      const { name, date } = params.filter as Filter;
      const list = await calls.returned();
      const catalogue = await calls.booksOrNone(list);
      const rows: ReturnRecord[] = list.map(joined(catalogue));
      return page(
        rows.filter((r) => nameMatches(r, name) && dayMatches(r.date, date)),
        params
      );
    },
  });
}

/** Received Books' actions (ReturnList.tsx, through useConsoleDataProvider()). */
export const returnsActions = (api: ApiClient) => ({
  /** Confirm: the copy is back; no PUT /SingUpAdmin/addBooks follows (a no-op on our server). */
  confirmReturn: async (record: RecordKey) =>
    dataOf(await api.PUT('/SingUpAdmin/returnData', { body: keyWithSerial(record) })).rentBook,
  /** Not Received: the loan is open again (status `Received`) and the member is reminded. */
  markNotReceived: async (record: RecordKey) => {
    await api.PUT('/SingUpAdmin/updateStatus', { body: { ...key(record), status: 'Received' } });
  },
});
