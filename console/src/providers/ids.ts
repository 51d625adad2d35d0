import type { Identifier } from 'react-admin';

/* How the legacy contract names a record: by `uniqueId`, and its id in a path or a query. */

/** The record of an item the contract keys by `uniqueId` (books, blogs, notices, users…). */
export type Keyed<T extends { uniqueId: number }> = T & { id: number };
export const keyed = <T extends { uniqueId: number }>(item: T): Keyed<T> => ({
  ...item,
  id: item.uniqueId,
});

/** The record's id as the `{id}` of a path template (a string there). */
export const idInPath = (id: Identifier) => ({ params: { path: { id: String(id) } } });

/** The record's id as the `?id=` query the legacy deletes take (a number there). */
export const idInQuery = (id: Identifier) => ({ params: { query: { id: Number(id) } } });
