import { formatRankLabel, type Language, type TFunction } from '@pathagar/shared-i18n';
import type { RankedReader } from './queries';

export function readerName(t: TFunction, reader: RankedReader): string {
  return reader.name.trim() || t('site:ranking.unknown');
}

/** The first letter of the name, for a reader without a photo. */
export function readerInitial(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();
}

/** The server's rank label in the reader's language (৩য় in bn), or "N/A" when missing. */
export function rankLabel(t: TFunction, rank: string, language: Language): string {
  return rank.trim() ? formatRankLabel(rank, language) : t('site:ranking.notAvailable');
}

/**
 * The rank as shown: "Joint 3rd" when another reader holds the same rank, so a tie reads the same
 * on the podium and in the table (issue 16.7: row 4 said "3rd" beside a single 3rd on the podium).
 */
export function shownRank(
  t: TFunction,
  readers: readonly RankedReader[],
  reader: RankedReader,
  language: Language
): string {
  const label = rankLabel(t, reader.rank, language);
  const tied = reader.rank.trim() && readers.filter((r) => r.rank === reader.rank).length > 1;
  return tied ? t('site:ranking.tied', { rank: label }) : label;
}

/** "12 books read", in the reader's digits. */
export function booksRead(t: TFunction, reader: RankedReader): string {
  return t('site:ranking.booksRead', { count: reader.totalBooksRead });
}
