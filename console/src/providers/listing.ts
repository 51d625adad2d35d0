import type { MembershipRequest } from '@pathagar/sdk';
import { toLatinDigits } from '@pathagar/shared-i18n';
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

/*
 * The client-side filtering, sorting and paging of the legacy calls that answer a whole list,
 * shared by the resources' providers.
 */

export type Filter = Record<string, unknown>;

/** Case-insensitive partial match (spec §5 Search), in NFC so Bangla compositions agree. */
export function matches(text: string | null | undefined, query: unknown): boolean {
  if (typeof query !== 'string' || !query.trim()) return true;
  const norm = (value: string) => value.normalize('NFC').toLocaleLowerCase();
  return norm(text ?? '').includes(norm(query.trim()));
}

/**
 * Partial, case-insensitive match where digits typed on a Bangla keyboard (০১৭…) find the Latin
 * digits the API stores (017…), and the other way round.
 */
export function matchesDigits(value: string | number | null | undefined, query: unknown): boolean {
  if (typeof query !== 'string') return true;
  return matches(toLatinDigits(String(value ?? '')), toLatinDigits(query));
}

/** The three payment searches User Approval and Receive Donation share (spec §2). */
export const PAYMENT_FILTERS = ['mobileBankNumber', 'bankAccountNumber', 'transactionId'] as const;

export function matchesPayment(
  record: Pick<MembershipRequest, (typeof PAYMENT_FILTERS)[number]>,
  filter: Filter
): boolean {
  return PAYMENT_FILTERS.every((field) => matchesDigits(record[field], filter[field]));
}

export const newestFirst = (a: string, b: string) => b.localeCompare(a);

export const text = (value: string | null | undefined) => value ?? '';

/**
 * Sorts (when the screen asked for a field) and pages a whole list the way getList must. Lists
 * with an order of their own (newest first, position order) pass no `sort`.
 */
export function page<T extends RaRecord>(
  records: T[],
  params: Pick<GetListParams, 'pagination'> & { sort?: GetListParams['sort'] }
): GetListResult<T> {
  let list = records;
  const field = params.sort?.field;
  const order = params.sort?.order;
  if (field && field !== 'id' && records.some((r) => field in r)) {
    const direction = order === 'ASC' ? 1 : -1;
    list = [...records].sort(
      (a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? '')) * direction
    );
  }
  const { page: number = 1, perPage = list.length || 1 } = params.pagination ?? {};
  const start = (number - 1) * perPage;
  return { data: list.slice(start, start + perPage), total: list.length };
}

/**
 * User Approval and Receive Donation: the requests waiting for an admin, keyed by `_id`, in the
 * server's order (oldest first, the order to handle them in), searched by the payment filters.
 */
export const waitingPayments =
  <T extends { _id: string } & Parameters<typeof matchesPayment>[0]>(load: () => Promise<T[]>) =>
  async (params: GetListParams) =>
    page(
      (await load())
        .map((r) => ({ ...r, id: r._id }))
        .filter((r) => matchesPayment(r, params.filter as Filter)),
      params
    );
