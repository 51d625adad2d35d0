import type { TFunction } from 'i18next';

/** Letters of the Bangla block: a query with any of them was typed in Bangla. */
const BANGLA = /[\u0980-\u09FF]/;

/**
 * What a catalogue search that found nothing says, in both apps: the query, and a hint to try
 * the other script — a reader who typed Latin letters may find the book spelt in Bangla, and the
 * other way round.
 */
export function emptySearchText(t: TFunction, q: string): { title: string; hint: string } {
  const query = q.trim();
  return {
    title: t('searchEmpty.for', { q: query }),
    hint: BANGLA.test(query) ? t('searchEmpty.tryLatin') : t('searchEmpty.tryBangla'),
  };
}
