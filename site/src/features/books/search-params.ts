import { isBookCategory, type BookCategory } from '@pathagar/shared-i18n';

/** The All Books filters as they appear in the address (`/allbooks?q=…&category=…&page=2`). */
export interface AllBooksSearch {
  /** The one search box: title and author, either script (GET /ext/books `q`). */
  q?: string;
  /** Before the one box: folded into `q`, and kept undefined so the router drops them. */
  name?: never;
  author?: never;
  category?: BookCategory;
  page?: number;
}

/** The contract's limits for GET /ext/books (longer text would be refused with a 400). */
const MAX_QUERY = 200;
const MAX_PAGE = 100_000;

function text(value: unknown, max: number): string | undefined {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.slice(0, max);
}

function page(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return undefined;
  return Math.min(n, MAX_PAGE);
}

/**
 * Never throws: a hand-edited or outdated link (`?page=abc`, an unknown category) falls back to
 * "no such filter" instead of crashing the page.
 */
export function validateAllBooksSearch(raw: Record<string, unknown>): AllBooksSearch {
  const category =
    typeof raw.category === 'string' && isBookCategory(raw.category)
      ? (raw.category.normalize('NFC') as BookCategory)
      : undefined;
  // Unusable keys stay present as undefined: the router merges the validated search over the
  // raw one, so a key left out would keep its bad raw value.
  // Links from before the one box (`?name=…&author=…`) search for both words in it.
  const legacy = [text(raw.name, MAX_QUERY), text(raw.author, MAX_QUERY)].filter(Boolean).join(' ');
  return {
    q: text(raw.q, MAX_QUERY) ?? text(legacy, MAX_QUERY),
    name: undefined,
    author: undefined,
    category,
    page: page(raw.page),
  };
}
