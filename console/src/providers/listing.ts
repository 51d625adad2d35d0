import type { GetListParams, GetListResult, GetOneParams, Identifier, RaRecord } from 'react-admin';

/*
 * What every area of the data provider shares: the shape of one resource's row in the table, and
 * the client-side filtering, sorting and paging of the legacy calls that answer a whole list.
 */

/** One resource's calls. Each area file (content, lending, members, insights) returns these. */
export interface ResourceMapping {
  getList?: (params: GetListParams) => Promise<GetListResult>;
  getOne?: (id: Identifier, meta?: GetOneParams['meta']) => Promise<RaRecord>;
  create?: (data: never) => Promise<RaRecord>;
  update?: (id: Identifier, data: never, previous: RaRecord | undefined) => Promise<RaRecord>;
  delete?: (id: Identifier) => Promise<void>;
}

export type Filter = Record<string, unknown>;

/** Case-insensitive partial match (spec §5 Search), in NFC so Bangla compositions agree. */
export function matches(text: string | null | undefined, query: unknown): boolean {
  if (typeof query !== 'string' || !query.trim()) return true;
  const norm = (value: string) => value.normalize('NFC').toLocaleLowerCase();
  return norm(text ?? '').includes(norm(query.trim()));
}

export const newestFirst = (a: string, b: string) => b.localeCompare(a);

export const text = (value: string | null | undefined) => value ?? '';

/** A 404 react-admin shows as "not found" (a record missing from a whole-list call). */
export function notFound(): never {
  throw Object.assign(new Error('not_found'), { status: 404 });
}

/** Sorts (when the screen asked for a field) and pages a whole list the way getList must. */
export function page<T extends RaRecord>(
  records: T[],
  params: Pick<GetListParams, 'pagination' | 'sort'>
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
