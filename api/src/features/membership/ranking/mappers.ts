import type { RankedReader } from '@pathagar/sdk/schema';
import type { Storage } from '../../../storage/index';
import type { RankedRow } from './repository';

/** 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * Hides most of the local part of an e-mail for the public ranking ("rahim@example.com" →
 * "ra***@example.com"): enough for a reader to recognise their own entry, not enough to write
 * to anyone. Short local parts show less, so that the mask always hides something.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at >= 0 ? email.slice(0, at) : email;
  const domain = at >= 0 ? email.slice(at) : '';
  const visible = local.length >= 4 ? 2 : local.length >= 2 ? 1 : 0;
  return `${[...local].slice(0, visible).join('')}***${domain}`;
}

export type ReaderView = 'admin' | 'public';

export function toRankedReader(row: RankedRow, view: 'admin', storage: Storage): AdminReader;
export function toRankedReader(row: RankedRow, view: ReaderView, storage: Storage): RankedReader;
export function toRankedReader(row: RankedRow, view: ReaderView, storage: Storage): RankedReader {
  const base = {
    rank: ordinal(row.position),
    userId: row.unique_id,
    name: row.name,
    image: row.image_key ? storage.url(row.image_key) : null,
    totalBooksRead: row.reads,
  };
  if (view === 'public') return { ...base, email: maskEmail(row.email) };
  return { ...base, email: row.email, mobile: row.mobile, currentAddress: row.current_address };
}

export type AdminReader = RankedReader & { mobile: string; currentAddress: string };
