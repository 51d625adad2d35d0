import { sql, type Compilable, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { BookCategory } from '@pathagar/sdk/schema';
import type { DB } from '../../db/schema';
import { normaliseText } from '../../text';
import { keyWords } from './phonetic';
import { loadBooks, type BookRecord } from './repository';

export interface SearchParams {
  /** The one search box: title and author, both scripts, romanised Bangla (see phonetic.ts). */
  q?: string;
  name?: string;
  author?: string;
  category?: BookCategory;
  lang?: 'bn' | 'en';
  page?: number;
  limit?: number;
  sort?: 'relevance' | 'newest' | 'name';
}

export interface SearchResult {
  books: BookRecord[];
  /** Exact up to COUNT_CAP; COUNT_CAP and `capped` when more match. */
  total: number;
  capped: boolean;
  page: number;
  limit: number;
}

export const SEARCH_DEFAULTS = { lang: 'bn', page: 1, limit: 20 } as const;
export const MAX_LIMIT = 100;
/** Counting stops here: an exact count of 50,000 matches costs a visit to each (issue 18). */
export const COUNT_CAP = 1000;
/** Typo-tolerant matches join in only when the query's own matches are fewer than this. */
export const FUZZY_BELOW = 10;
/** pg_trgm word similarity a typo-tolerant match needs ("nondto" is 0.5 from "nondito"). */
export const FUZZY_THRESHOLD = 0.5;

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
 * How a book matches one word of the query's phonetic key, on `search_key` (the keys of both
 * titles and the authors, space-padded; one trigram index). A word of three letters or more may
 * sit anywhere in a word of the key ("bindr" in "rbindrnt"); a shorter one must start a word,
 * which gives the index a trigram (" hu") where the bare letters have none.
 */
const wordMatches = (word: string) => {
  if (word.length < 3) return sql<SqlBool>`search_key like ${`% ${word}%`}`;
  // Keys drop a nasal before a consonant except at a word's start; inside a compound the start
  // of "nodir" (ndir) is such a nasal: পদ্মানদীর is "pdmdir". So look for the rest ("dir").
  let inner = /^n[bcdgjkpt]/.test(word) && word.length > 3 ? word.slice(1) : word;
  // Likewise a word typed so far may end in a nasal that the next letter would drop:
  // "gitan" (gitn) on its way to "gitanjali" (gitjli).
  if (inner.endsWith('n') && inner.length > 3) inner = inner.slice(0, -1);
  return sql<SqlBool>`search_key like ${`%${inner}%`}`;
};
/**
 * A book has a word of the vocabulary close to the typed one (see closeWords): each is a whole
 * word of the key, found through the same trigram index as wordMatches.
 */
const hasAnyWord = (close: readonly string[]) =>
  sql<SqlBool>`(${sql.join(
    close.map((w) => sql`search_key like ${`% ${escapeLike(w)} %`}`),
    sql` or `
  )})`;

/**
 * The relevance tier of a match (lower is better): exact title, title prefix, a title word
 * starting with the query, an author word starting with it, any other match, typo-tolerant.
 * Without typo-tolerant matches every candidate matches every word, so tier 4 needs no test.
 */
function relevanceTier(key: string, words: string[], fuzzy: boolean): RawBuilder<number> {
  const other = fuzzy
    ? sql`when ${sql.join(words.map(wordMatches), sql` and `)} then 4 else 5`
    : sql`else 4`;
  return sql<number>`case
    when title_key_bn = ${key} or title_key_en = ${key} then 0
    when title_key_bn like ${`${key}%`} or title_key_en like ${`${key}%`} then 1
    when ' ' || title_key_bn || ' ' || title_key_en like ${`% ${key}%`} then 2
    when ' ' || author_key like ${`% ${key}%`} then 3
    ${other} end`;
}

/** The query's key words, or null when there is no `q`; [] when `q` has no letter or digit. */
const queryWords = (q: string | undefined): string[] | null => {
  const text = term(q);
  return text === null ? null : keyWords(text);
};

/** Words of three letters or more are found by the trigram index; shorter ones are not. */
const isShort = (word: string) => word.length < 3;
/** Only words this long get typo-tolerant matches: shorter ones share trigrams with too much. */
const FUZZY_MIN = 5;
/** With `q`, the matches ranked are at most this many (then "1,000+"), plus the title prefixes. */
const RANKED = COUNT_CAP + 1;
const TITLE_PREFIXES = 100;
/** The vocabulary words a typed word may stand for, at most. */
const CLOSE_WORDS = 20;

/** For each word of FUZZY_MIN letters or more, the vocabulary words it may be a typo of. */
export type CloseWords = ReadonlyMap<string, readonly string[]>;

/**
 * The words of the catalogue's vocabulary (migration 0009_search_words) close to each typed word:
 * pg_trgm's `%` (similarity ≥ the default 0.3) finds them through the vocabulary's trigram index,
 * and word similarity ≥ FUZZY_THRESHOLD (the part of the typed word's trigrams found in a run of
 * the word's) keeps the close ones. One statement for all the words; no session setting.
 */
async function closeWords(db: Kysely<DB>, words: string[]): Promise<CloseWords> {
  const long = [...new Set(words.filter((w) => w.length >= FUZZY_MIN))];
  const close = new Map<string, string[]>();
  if (long.length === 0) return close;
  const rows = await sql<{ typed: string; word: string }>`
    select t.typed, v.word
    from unnest(${long}::text[]) as t (typed)
    cross join lateral (
      select word from search_words
      where word % t.typed and word_similarity(t.typed, word) >= ${FUZZY_THRESHOLD}
      order by word_similarity(t.typed, word) desc, word
      limit ${CLOSE_WORDS}
    ) v`.execute(db);
  for (const { typed, word } of rows.rows) close.set(typed, [...(close.get(typed) ?? []), word]);
  return close;
}

/**
 * The statements of one search: one page of ids with the (capped) number of matches.
 *
 * Without `q`: `name` and `author` are ILIKE '%term%' on plain columns (trigram indexes), the
 * count a separate statement that stops at COUNT_CAP + 1 rows.
 *
 * With `q`, key against key (see wordMatches), and the work is bounded so a query that matches
 * half the catalogue costs what one matching a thousand does: the candidates are the first
 * RANKED matches the index finds, plus the books whose title key starts with the query's key
 * (a btree range, so an exact or prefix title is never missed). Each candidate's rank and sort
 * values are computed as the index scan reads its row, and the page is cut from them with
 * `count(*) over ()` as the total: one pass, no second visit of the candidates. A query whose
 * words are all shorter than a trigram matches title and author starts only (btree ranges),
 * which is what a box that suggests from the second letter needs. With `close` (typo-tolerant),
 * a word of FUZZY_MIN letters or more may also be one of the vocabulary words close to it.
 */
export async function buildSearchQueries(
  db: Kysely<DB>,
  params: SearchParams,
  close: CloseWords | null = null
) {
  const lang = params.lang ?? SEARCH_DEFAULTS.lang;
  const page = params.page ?? SEARCH_DEFAULTS.page;
  const limit = Math.min(params.limit ?? SEARCH_DEFAULTS.limit, MAX_LIMIT);
  const nameColumn = lang === 'en' ? 'bookname_en' : 'bookname';
  const authorColumn = lang === 'en' ? 'authorname_en' : 'authorname';
  const name = term(params.name);
  const author = term(params.author);
  const category = term(params.category);
  const words = queryWords(params.q);
  const fuzzy = close !== null && close.size > 0;
  const sort = params.sort ?? (words?.length ? 'relevance' : 'newest');
  const collation = sort === 'name' ? await collationFor(db, lang) : null;
  const byName = collation
    ? sql`${sql.ref(nameColumn)} collate ${sql.id(collation)}`
    : sql.ref(nameColumn);

  let filtered = db.selectFrom('books');
  if (name) filtered = filtered.where(nameColumn, 'ilike', `%${escapeLike(name)}%`);
  if (author) filtered = filtered.where(authorColumn, 'ilike', `%${escapeLike(author)}%`);
  if (category) filtered = filtered.where('booktype', '=', category);

  let matching = filtered;
  if (words) {
    const key = words.join(' ');
    const prefix = `${key}%`;
    if (words.length === 0) {
      // A query of only punctuation has no key words and matches nothing.
      matching = matching.where(sql<SqlBool>`false`);
    } else if (words.every(isShort)) {
      matching = matching.where(
        sql<SqlBool>`(title_key_bn like ${prefix} or title_key_en like ${prefix} or author_key like ${prefix})`
      );
    } else {
      for (const word of words) {
        const alternatives = close?.get(word) ?? [];
        matching = matching.where(
          alternatives.length
            ? sql<SqlBool>`(${wordMatches(word)} or ${hasAnyWord(alternatives)})`
            : wordMatches(word)
        );
      }
    }
  }

  // Counting stops after COUNT_CAP + 1 rows: enough to say "more than 1,000".
  // With `q` the matches are read through a MATERIALIZED CTE: planned without the LIMIT, it
  // takes the trigram index (a LIMIT over a plain scan made the planner prefer reading the whole
  // table in order until enough rows matched: 68,000 LIKE tests for 1,000 matches), and as a CTE
  // it is still read only as far as the LIMIT asks.
  const upTo = <O>(query: Compilable<O>, cap: number) =>
    words
      ? sql<O>`(with m as materialized (${query}) select * from m limit ${cap})`
      : sql<O>`(${query} limit ${cap})`;
  const countUpTo = (cap: number) =>
    db
      .selectFrom(upTo(matching.select(sql<number>`1`.as('one')), cap).as('matches'))
      .select((eb) => eb.fn.countAll<number>().as('total'));
  const count = countUpTo(COUNT_CAP + 1);
  const strictCount = countUpTo(FUZZY_BELOW);
  const offset = (page - 1) * limit;

  if (!words) {
    let ids = matching.select(['unique_id', sql<number>`0`.as('matched')]);
    if (sort === 'name') ids = ids.orderBy(byName);
    ids = ids
      .orderBy('created_at', 'desc')
      .orderBy('unique_id', 'desc')
      .limit(limit)
      .offset(offset);
    return { count, strictCount, ids, page, limit, words, bounded: false };
  }

  const key = words.join(' ');
  const relevance = sort === 'relevance' && words.length > 0;
  // What the page is ordered by, read from the row while the index scan has it.
  const ranked = (q: typeof matching) =>
    q.select([
      'unique_id',
      'created_at',
      relevance ? relevanceTier(key, words, fuzzy).as('tier') : sql<number>`0`.as('tier'),
      fuzzy && relevance
        ? sql<number>`word_similarity(${key}, search_key)`.as('similarity')
        : sql<number>`0`.as('similarity'),
      (sort === 'name' ? byName : sql<string>`''`).as('sort_name'),
    ]);
  const found = upTo(ranked(matching), RANKED);
  const startsTitle = sql<SqlBool>`(title_key_bn like ${`${key}%`} or title_key_en like ${`${key}%`})`;
  const titled = upTo(ranked(filtered.where(startsTitle)), TITLE_PREFIXES);
  // The title starts join only where the matches might miss them (short words match starts).
  const matches = db.selectFrom(found.as('found')).selectAll();
  const candidates =
    words.length > 0 && !words.every(isShort)
      ? matches.union(db.selectFrom(titled.as('titled')).selectAll())
      : matches;
  const ids = db
    .selectFrom(candidates.as('c'))
    .select(['c.unique_id', sql<number>`count(*) over ()`.as('matched')])
    .orderBy('c.tier')
    .orderBy('c.similarity', 'desc')
    .orderBy('c.sort_name')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.unique_id', 'desc')
    .limit(limit)
    .offset(offset);
  return { count, strictCount, ids, page, limit, words, bounded: true };
}

/**
 * The ids of one page, in order, and the capped total. With `q`, the typo-tolerant matches join
 * only when the query's own matches are fewer than FUZZY_BELOW: a decision made per query, not
 * per page, so paging through the results sees one list.
 */
export async function searchIds(
  db: Kysely<DB>,
  params: SearchParams,
  options: { count: boolean } = { count: true }
) {
  const queries = await buildSearchQueries(db, params);
  const rows = await queries.ids.execute();
  const offset = (queries.page - 1) * queries.limit;
  const fuzzyMayHelp = queries.words?.some((w) => w.length >= FUZZY_MIN) ?? false;
  if (fuzzyMayHelp) {
    const strict =
      offset === 0
        ? Math.min(Number(rows[0]?.matched ?? 0), FUZZY_BELOW)
        : Number((await queries.strictCount.executeTakeFirstOrThrow()).total);
    if (strict < FUZZY_BELOW) {
      const close = await closeWords(db, queries.words!);
      if (close.size > 0) {
        const fuzzy = await buildSearchQueries(db, params, close);
        return counted(fuzzy, await fuzzy.ids.execute(), offset, options.count);
      }
    }
  }
  return counted(queries, rows, offset, options.count);
}

async function counted(
  queries: Awaited<ReturnType<typeof buildSearchQueries>>,
  rows: { unique_id: number; matched: number }[],
  offset: number,
  count: boolean
) {
  const { page, limit } = queries;
  const order = rows.map((r) => r.unique_id);
  let total: number;
  if (!count) total = order.length;
  else if (queries.bounded) {
    // The window count of the candidates; a page past the end has no row to carry it.
    total = rows.length
      ? Number(rows[0]!.matched)
      : Number((await queries.count.executeTakeFirstOrThrow()).total);
  } else {
    // A page that is not full and not past the end already tells the total: counting (which
    // must visit every match) is only needed when there may be more matches than it shows.
    total =
      order.length < limit && (order.length > 0 || offset === 0)
        ? offset + order.length
        : Number((await queries.count.executeTakeFirstOrThrow()).total);
  }
  return { order, total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP, page, limit };
}

/** One page of the catalogue search, with the (capped) total across all pages. */
export async function searchCatalogue(db: Kysely<DB>, params: SearchParams): Promise<SearchResult> {
  const { order, total, capped, page, limit } = await searchIds(db, params);
  const byId = new Map((await loadBooks(db, order)).map((b) => [b.row.unique_id, b]));
  const books = order.map((id) => byId.get(id)).filter((b): b is BookRecord => Boolean(b));
  return { books, total, capped, page, limit };
}

/** The best few books for a partly typed query (search as you type): names only, no count. */
export async function suggestBooks(db: Kysely<DB>, q: string, limit: number) {
  const { order } = await searchIds(db, { q, limit, sort: 'relevance' }, { count: false });
  if (order.length === 0) return [];
  const rows = await db
    .selectFrom('books')
    .select(['unique_id', 'bookname', 'bookname_en', 'authorname', 'authorname_en'])
    .where('unique_id', 'in', order)
    .execute();
  const byId = new Map(rows.map((r) => [r.unique_id, r]));
  return order.map((id) => byId.get(id)!).filter(Boolean);
}
