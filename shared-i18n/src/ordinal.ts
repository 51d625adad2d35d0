import { toBanglaDigits } from './digits';
import type { Language } from './languages';

/** Bangla ordinal suffixes: ১ম, ২য়, ৩য়, ৪র্থ, ৫ম … ১০ম, then ১১তম onwards. */
const BANGLA_ORDINALS: Record<number, string> = {
  1: 'ম',
  2: 'য়',
  3: 'য়',
  4: 'র্থ',
  5: 'ম',
  6: 'ষ্ঠ',
  7: 'ম',
  8: 'ম',
  9: 'ম',
  10: 'ম',
};

/**
 * The server's rank label ("1st", "2nd", …) in the reader's language: "৩য়" in bn. A label that
 * is not an English ordinal is shown as sent (with Bangla digits in bn).
 */
export function formatRankLabel(rank: string, language: Language): string {
  const text = rank.trim();
  if (language === 'en') return text;
  const ordinal = /^(\d+)(st|nd|rd|th)$/i.exec(text);
  if (!ordinal) return toBanglaDigits(text);
  const n = Number(ordinal[1]);
  return (toBanglaDigits(String(n)) + (BANGLA_ORDINALS[n] ?? 'তম')).normalize('NFC');
}
