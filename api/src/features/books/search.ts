import { sql, type Kysely } from 'kysely';
import type { BookCategory } from '@pathagar/sdk/schema';
import type { DB } from '../../db/schema';
import { normaliseText } from '../../text';
import { loadBooks, type BookRecord } from './repository';

export interface SearchParams {
  name?: string;
  author?: string;
  category?: BookCategory;
  lang?: 'bn' | 'en';
  page?: number;
  limit?: number;
  sort?: 'newest' | 'name';
}

export interface SearchResult {
  books: BookRecord[];
  total: number;
  page: number;
  limit: number;
}

export const SEARCH_DEFAULTS = { lang: 'bn', page: 1, limit: 20, sort: 'newest' } as const;
export const MAX_LIMIT = 100;

/** `%` and `_` are wildcards of LIKE and `\` its escape; typed by a user they mean themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search term as stored text is compared: NFC, trimmed; blank means "no filter". */
const term = (text: string | undefined): string | null => {
  const value = text === undefined ? '' : normaliseText(text);
  return value ? value : null;
};

// ICU collations by language, best first. PostgreSQL built with ICU has bn-x-icu and en-x-icu;
// PGlite only has the root collation (und-x-icu), whose order is right within each script.
const COLLATIONS = { bn: ['bn-x-icu', 'und-x-icu'], en: ['en-x-icu', 'und-x-icu'] } as const;
const availableCollations = new WeakMap<object, Promise<Set<string>>>();

function collationFor(db: Kysely<DB>, lang: 'bn' | 'en'): Promise<string | null> {
  let known = availableCollations.get(db);
  if (!known) {
    const names = [...new Set(Object.values(COLLATIONS).flat())];
    known = sql<{ collname: string }>`
      select collname from pg_collation where collname in (${sql.join(names)})`
      .execute(db)
      .then((r) => new Set(r.rows.map((row) => row.collname)));
    availableCollations.set(db, known);
  }
  return known.then((set) => COLLATIONS[lang].find((name) => set.has(name)) ?? null);
}

/**
 * The two statements of one search: the number of matching books and one page of their ids.
 * Name and author are ILIKE '%term%' on plain columns, which the trigram GIN indexes serve for
 * terms of three characters or more (shorter terms have no trigram and scan the table).
 */
export async function buildSearchQueries(db: Kysely<DB>, params: SearchParams) {
  const lang = params.lang ?? SEARCH_DEFAULTS.lang;
  const page = params.page ?? SEARCH_DEFAULTS.page;
  const limit = Math.min(params.limit ?? SEARCH_DEFAULTS.limit, MAX_LIMIT);
  const nameColumn = lang === 'en' ? 'bookname_en' : 'bookname';
  const authorColumn = lang === 'en' ? 'authorname_en' : 'authorname';
  const name = term(params.name);
  const author = term(params.author);
  const category = term(params.category);

  let filtered = db.selectFrom('books');
  if (name) filtered = filtered.where(nameColumn, 'ilike', `%${escapeLike(name)}%`);
  if (author) filtered = filtered.where(authorColumn, 'ilike', `%${escapeLike(author)}%`);
  if (category) filtered = filtered.where('booktype', '=', category);

  const count = filtered.select((eb) => eb.fn.countAll<number>().as('total'));
  let ids = filtered.select('unique_id');
  if (params.sort === 'name') {
    const collation = await collationFor(db, lang);
    ids = ids.orderBy(
      collation ? sql`${sql.ref(nameColumn)} collate ${sql.id(collation)}` : sql.ref(nameColumn)
    );
  }
  ids = ids
    .orderBy('created_at', 'desc')
    .orderBy('unique_id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit);
  return { count, ids, page, limit };
}

/** One page of the catalogue search, with the total across all pages. */
export async function searchCatalogue(db: Kysely<DB>, params: SearchParams): Promise<SearchResult> {
  const { count, ids, page, limit } = await buildSearchQueries(db, params);
  const order = (await ids.execute()).map((r) => r.unique_id);
  const offset = (page - 1) * limit;
  // A page that is not full and not past the end already tells the total: counting (which must
  // visit every match) is only needed when there may be more matches than this page shows.
  const total =
    order.length < limit && (order.length > 0 || offset === 0)
      ? offset + order.length
      : Number((await count.executeTakeFirstOrThrow()).total);
  const byId = new Map((await loadBooks(db, order)).map((b) => [b.row.unique_id, b]));
  const books = order.map((id) => byId.get(id)).filter((b): b is BookRecord => Boolean(b));
  return { books, total, page, limit };
}
