const BANGLA_ZERO = 0x09e6;

/** For strings formatted elsewhere (a serial number, a page count in a sentence). */
export function toBanglaDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(BANGLA_ZERO + Number(d)));
}

/**
 * Bangla digits to ASCII, nothing else touched: the right tool for phone numbers and ids typed on
 * a Bangla keyboard, where a leading zero must survive (০১৭… → 017…).
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BANGLA_ZERO));
}

/**
 * A number a member typed, in either script: `১,০০০`, `1000`, `৳ ১০০.৫০`, `-২`. Grouping commas,
 * spaces and a leading ৳ are ignored. Returns null for anything else (empty, `1e3`, `১২abc`) so
 * forms can tell "not a number" from 0. Phone numbers are not numbers: use `toLatinDigits`.
 */
export function parseLocalizedNumber(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const cleaned = toLatinDigits(input)
    .replace(/[\s,]/g, '')
    .replace(/^([+-]?)৳/, '$1');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}
