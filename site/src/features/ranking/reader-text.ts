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
