/**
 * Catalogue search benchmark: 100,000 generated books (Bangla and English titles, authors in
 * both scripts, the 48 categories, 1–4 copies each) in a fresh database, then a few hundred
 * searches through searchCatalogue, the function GET /ext/books runs, timed per kind.
 *
 *   pnpm --filter @pathagar/api bench:search                      # PGlite, in memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm … bench:search
 *
 * With BENCH_DATABASE_URL a throwaway database is created on that server and dropped at the
 * end. BENCH_BOOKS changes the number of books, BENCH_RUNS the searches per kind.
 * BENCH_KEEP=1 keeps the loaded catalogue for the next run (PostgreSQL: the database
 * pathagar_bench_keep; PGlite: the data dir BENCH_PGLITE_DIR, default /tmp/pathagar-bench-pglite),
 * which saves the minutes of loading while tuning. BENCH_EXPLAIN=1 prints EXPLAIN (ANALYZE,
 * BUFFERS) of the `q` samples. BENCH_ONLY=q times only the `q` kinds.
 *
 * The machine's load average is printed before and after: on a shared machine it says more about
 * a figure than the figure itself.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { kyselyOverPglite, kyselyOverPostgres, openPglite, type Database } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { banglaToLatin } from '../src/features/books/phonetic';
import { loadBooks } from '../src/features/books/repository';
import {
  buildSearchQueries,
  searchCatalogue,
  suggestBooks,
  type SearchParams,
} from '../src/features/books/search';
import {
  BN_WORDS,
  CATEGORIES,
  EN_WORDS,
  FIRST,
  int,
  LAST,
  loadCatalogue,
  pick,
  random,
} from './catalogue';
import { loadAverage, percentile, print, runBench } from './support';

// A 100,000-book catalogue is what PGLITE_SHARED_BUFFERS exists for (see db/index.ts).
process.env.PGLITE_SHARED_BUFFERS ||= '128MB';
const BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const KEEP = process.env.BENCH_KEEP === '1';
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const ONLY_Q = process.env.BENCH_ONLY === 'q';

// ------------------------------------------------------------------ queries

const substring = (word: string, min: number) => {
  const chars = [...word];
  if (chars.length <= min) return word;
  const length = min + int(chars.length - min + 1);
  const from = int(chars.length - length + 1);
  return chars.slice(from, from + length).join('');
};
const randomCase = (s: string) =>
  [...s].map((c) => (random() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('');
const longBn = BN_WORDS.filter((w) => [...w].length >= 3);
const longEn = EN_WORDS.filter((w) => w.length >= 3);

/**
 * A Bangla word as a member might type it in Latin letters: a plain reading of its letters, then
 * the variants people use at random (o for the inherent a, s for sh, v for b, w/oo, doubled
 * letters, the word-final o of the inherent vowel).
 */
function romanise(word: string): string {
  let latin = banglaToLatin(word);
  if (random() < 0.5) latin = latin.replace(/a/g, () => (random() < 0.5 ? 'o' : 'a'));
  if (random() < 0.3) latin = latin.replace(/sh/g, 's');
  if (random() < 0.2) latin = latin.replace(/b/g, 'v');
  if (random() < 0.2) latin = latin.replace(/([kgtdnlmp])/, '$1$1');
  if (random() < 0.3 && /[^aeiou]$/.test(latin)) latin += 'o';
  return latin;
}
/** The Bangla variants of issue 18: ি/ী and ু/ূ swapped, য় decomposed or not, NFD. */
function banglaVariant(word: string): string {
  const swapped = word
    .replace(/[\u09BF\u09C0]/g, (c) => (c === '\u09BF' ? '\u09C0' : '\u09BF'))
    .replace(/[\u09C1\u09C2]/g, (c) => (c === '\u09C1' ? '\u09C2' : '\u09C1'));
  return random() < 0.5 ? swapped.normalize('NFD') : swapped;
}
/** One letter dropped from the middle. */
function typo(text: string): string {
  if (text.length < 5) return text;
  const at = 1 + int(text.length - 2);
  return text.slice(0, at) + text.slice(at + 1);
}

/** Titles of books in the catalogue, read back after loading: the exact and prefix kinds. */
const titles: { bn: string; en: string; author: string }[] = [];
const sampleTitle = () => pick(titles);
/** The first words of a title and the start of the next, as typed so far. */
const prefixOf = (title: string) => {
  const chars = [...title];
  return chars.slice(0, Math.max(3, Math.ceil(chars.length * 0.6))).join('');
};

const LEGACY_KINDS: Record<string, () => SearchParams> = {
  'bn name (3+ chars)': () => ({ name: substring(pick(longBn), 3), lang: 'bn' }),
  'en name (3+ chars)': () => ({ name: randomCase(substring(pick(longEn), 3)), lang: 'en' }),
  author: () => {
    const [first, last] = [pick(FIRST), pick(LAST)];
    switch (int(3)) {
      case 0:
        return { author: `${first[0]} ${last[0]}`, lang: 'bn' };
      case 1:
        return { author: last[0], lang: 'bn' };
      default:
        return { author: first[1].toLowerCase(), lang: 'en' };
    }
  },
  category: () => ({ category: pick(CATEGORIES) }),
  'short term (1-2 chars)': () =>
    random() < 0.5
      ? { name: [...pick(BN_WORDS)].slice(0, 1 + int(2)).join(''), lang: 'bn' }
      : { name: pick(longEn).slice(0, 1 + int(2)), lang: 'en' },
  'no match': () => (random() < 0.5 ? { name: 'qzxvw', lang: 'en' } : { name: 'ঔঙঞঢ', lang: 'bn' }),
  'browse, no filter': () => ({ page: 1 + int(50) }),
  'category, sort=name': () => ({ category: pick(CATEGORIES), sort: 'name', lang: 'bn' }),
};

// The one box (issue 18): exact and partly typed titles, romanised Bangla with the usual
// variants, Bangla variants, typos, authors, with a category, and an empty box.
const Q_KINDS: Record<string, () => SearchParams> = {
  'q exact title': () => {
    const book = sampleTitle();
    return { q: random() < 0.5 ? book.bn : book.en };
  },
  'q title prefix': () => {
    const book = sampleTitle();
    return { q: prefixOf(random() < 0.5 ? book.bn : book.en) };
  },
  'q romanised title word': () => ({ q: romanise(pick(longBn)) }),
  'q romanised title': () => ({
    q: sampleTitle()
      .bn.split(' ')
      .map((w) => (/[a-z]/i.test(w) ? w : romanise(w)))
      .join(' '),
  }),
  'q Bangla variant': () => ({
    q: banglaVariant(random() < 0.5 ? pick(longBn) : sampleTitle().bn),
  }),
  'q English word': () => ({ q: randomCase(pick(longEn)) }),
  'q typo (letter dropped)': () => ({ q: typo(romanise(pick(longBn))) }),
  'q romanised author': () =>
    random() < 0.5
      ? { q: romanise(pick(FIRST)[0]) }
      : { q: `${romanise(pick(FIRST)[0])} ${romanise(pick(LAST)[0])}` },
  'q title + author words': () => ({
    q: `${romanise(pick(longBn))} ${romanise(pick(FIRST)[0])}`,
  }),
  'q + category': () => ({ q: romanise(pick(FIRST)[0]), category: pick(CATEGORIES) }),
  'q as typed (2-4 chars)': () => ({ q: romanise(pick(longBn)).slice(0, 2 + int(3)) }),
  'q no match': () => ({ q: random() < 0.5 ? 'qzxvwpt' : 'ঔঙঞঢ' }),
  'q empty': () => ({ q: '', page: 1 + int(5) }),
};

/** Suggestions of the search-as-you-type box (GET /ext/books/suggestions), timed apart. */
const SUGGEST = () => romanise(pick(longBn)).slice(0, 2 + int(6));

/** Fixed examples whose plans are printed: which index, if any, each kind of search uses. */
const PLAN_SAMPLES: Record<string, SearchParams> = {
  'bn name "প্রজাপতি"': { name: 'প্রজাপতি', lang: 'bn' },
  'en name "Moon"': { name: 'Moon', lang: 'en' },
  'author "tagore"': { author: 'tagore', lang: 'en' },
  'category "কবিতা"': { category: 'কবিতা' },
  'no filter': {},
};
const Q_PLAN_SAMPLES: Record<string, SearchParams> = {
  'q "rabindranath"': { q: 'rabindranath' },
  'q "nodi"': { q: 'nodi' },
  'q "pr"': { q: 'pr' },
  'q "akash"': { q: 'akash' },
  'q "nodi meg"': { q: 'nodi meg' },
  'q "humaun ahmed" + category': { q: 'humaun ahmed', category: 'উপন্যাস' },
  'q "bristi" (typo of brishti)': { q: 'bristi' },
  'q "qzxvwpt"': { q: 'qzxvwpt' },
};

const ms = (n: number) => n.toFixed(2).padStart(8);

/** The scans and indexes of a query's plan, on one line. */
async function planOf(db: Database, query: Compilable): Promise<string> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (costs off) ${compiled.sql}`, [...compiled.parameters])
  );
  return result.rows
    .map((r) => r['QUERY PLAN'].trim().replace(/^->\s*/, ''))
    .filter((line) => /Scan|Sort|Limit/.test(line))
    .join(' > ');
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement, indented. */
async function analyse(db: Database, query: Compilable): Promise<string> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters])
  );
  return result.rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n');
}

/** Times each kind; returns every time taken. */
async function timeKinds(db: Database, kinds: Record<string, () => SearchParams>) {
  const all: number[] = [];
  for (const [kind, make] of Object.entries(kinds)) {
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < RUNS; i++) {
      const params = make();
      const started = performance.now();
      const result = await searchCatalogue(db, params);
      times.push(performance.now() - started);
      hits += result.total;
    }
    all.push(...times);
    times.sort((a, b) => a - b);
    print(
      `${kind.padEnd(26)}${String(RUNS).padStart(6)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(percentile(times, 99))}  ${Math.round(hits / RUNS)}`
    );
  }
  return all;
}
const line = (label: string, times: number[]) => {
  times.sort((a, b) => a - b);
  print(
    `${label.padEnd(26)}${String(times.length).padStart(6)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(percentile(times, 99))}`
  );
};

async function run(db: Database, engine: string): Promise<void> {
  print(`\n=== ${engine}${KEEP ? ' (kept catalogue)' : ''}`);
  print(`load average before: ${loadAverage()}`);
  await migrateToLatest(db);
  const present = Number(
    (
      await db
        .selectFrom('books')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n
  );
  if (present < BOOKS) {
    const loadStart = performance.now();
    const { books, copies } = await loadCatalogue(db, BOOKS);
    const loadMs = performance.now() - loadStart;
    print(`loaded ${books} books and ${copies} copies in ${(loadMs / 1000).toFixed(1)} s`);
  } else {
    print(`kept catalogue of ${present} books`);
  }
  titles.push(
    ...(
      await sql<{ bn: string; en: string; author: string }>`
        select bookname as bn, bookname_en as en, authorname as author from books
        order by unique_id limit 2000`.execute(db)
    ).rows
  );

  if (!ONLY_Q) {
    // Not a search, but the legacy whole list (GET /Singup/Allbooks) reads the same tables.
    const listTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await loadBooks(db);
      listTimes.push(performance.now() - started);
    }
    listTimes.sort((a, b) => a - b);
    print(
      `whole list of ${present || BOOKS} books with copies (listAllBooks query): ${ms(listTimes[1]!).trim()} ms (median of 3)`
    );
  }

  // Warm the caches and the collation lookup before timing.
  const kinds = ONLY_Q ? Q_KINDS : { ...LEGACY_KINDS, ...Q_KINDS };
  for (const make of Object.values(kinds)) await searchCatalogue(db, make());
  for (let i = 0; i < 10; i++) await suggestBooks(db, SUGGEST(), 6);

  const header = `${'query kind'.padEnd(26)}${'runs'.padStart(6)}   p50 ms   p95 ms   p99 ms  avg hits`;
  let legacy: number[] = [];
  if (!ONLY_Q) {
    print(`\nname, author, category (legacy filters)\n${header}`);
    legacy = await timeKinds(db, LEGACY_KINDS);
    line('legacy filters overall', legacy);
  }
  print(`\nq (the one search box)\n${header}`);
  const q = await timeKinds(db, Q_KINDS);
  const suggestTimes: number[] = [];
  let suggested = 0;
  for (let i = 0; i < RUNS; i++) {
    const text = SUGGEST();
    const started = performance.now();
    suggested += (await suggestBooks(db, text, 6)).length;
    suggestTimes.push(performance.now() - started);
  }
  suggestTimes.sort((a, b) => a - b);
  print(
    `${'suggestions (q 2-7)'.padEnd(26)}${String(RUNS).padStart(6)} ${ms(percentile(suggestTimes, 50))} ${ms(percentile(suggestTimes, 95))} ${ms(percentile(suggestTimes, 99))}  ${Math.round(suggested / RUNS)}`
  );
  line('q overall', [...q]);
  // The floor under any search on this machine at this moment: a statement that does nothing,
  // and reading one page of 20 books with their copies (every search ends with it).
  const ids = (
    await sql<{
      unique_id: number;
    }>`select unique_id from books order by unique_id limit 2000`.execute(db)
  ).rows.map((r) => r.unique_id);
  const timeIt = async (label: string, work: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    line(label, times);
  };
  await timeIt('floor: select 1', () => sql`select 1`.execute(db));
  await timeIt('floor: a page of 20 books', () =>
    loadBooks(
      db,
      Array.from({ length: 20 }, () => pick(ids))
    )
  );
  print(`load average after: ${loadAverage()}`);

  print('\nplans (count query, then page query):');
  for (const [label, params] of Object.entries({
    ...(ONLY_Q ? {} : PLAN_SAMPLES),
    ...Q_PLAN_SAMPLES,
  })) {
    const { count, ids } = await buildSearchQueries(db, params);
    print(`  ${label}: ${await planOf(db, count)}`);
    print(`  ${' '.repeat(label.length)}  ${await planOf(db, ids)}`);
  }
  if (EXPLAIN) {
    print('\nEXPLAIN (ANALYZE, BUFFERS) of the page query:');
    for (const [label, params] of Object.entries(Q_PLAN_SAMPLES)) {
      const { ids } = await buildSearchQueries(db, params);
      print(`  ${label}\n${await analyse(db, ids)}`);
    }
  }
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const dir = KEEP ? (process.env.BENCH_PGLITE_DIR ?? '/tmp/pathagar-bench-pglite') : null;
    const pglite = await openPglite(dir);
    const db = kyselyOverPglite(pglite);
    try {
      await run(db, KEEP ? 'PGlite (data dir)' : 'PGlite (in memory)');
    } finally {
      await db.destroy();
    }
    return;
  }
  const name = KEEP ? 'pathagar_bench_keep' : `pathagar_bench_${randomBytes(4).toString('hex')}`;
  const admin = kyselyOverPostgres(url, 1);
  const exists = await sql`select 1 from pg_database where datname = ${name}`.execute(admin);
  if (exists.rows.length === 0) await sql`create database ${sql.id(name)}`.execute(admin);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = kyselyOverPostgres(target.toString(), 4);
  try {
    const version = await sql<{ v: string }>`select version() as v`.execute(db);
    await run(db, `PostgreSQL (${version.rows[0]!.v.split(' ').slice(0, 2).join(' ')})`);
  } finally {
    await db.destroy();
    if (!KEEP) await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await admin.destroy();
  }
}

runBench(main);
