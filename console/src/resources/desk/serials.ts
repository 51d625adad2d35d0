import type { DeskRow } from '@pathagar/sdk/schema';

/**
 * Preselects a distinct free copy for every pending row, in the order shown: two requests for one
 * book get two different copies, so one click (or one bulk action) approves each. A copy the
 * admin picked by hand is kept and skipped for the others.
 */
export function preselect(
  rows: DeskRow[],
  picked: Record<string, string>
): Record<string, { value: string; options: string[] }> {
  const takenByBook = new Map<number, Set<string>>();
  for (const row of rows) {
    const pick = picked[row.rentId];
    if (pick) takenByBook.set(row.bookId, (takenByBook.get(row.bookId) ?? new Set()).add(pick));
  }
  const result: Record<string, { value: string; options: string[] }> = {};
  for (const row of rows) {
    const taken = takenByBook.get(row.bookId) ?? new Set<string>();
    const own = picked[row.rentId];
    const options = row.freeSerials.filter((s) => s === own || !taken.has(s));
    const value = own && options.includes(own) ? own : (options.find((s) => !taken.has(s)) ?? '');
    if (value) takenByBook.set(row.bookId, taken.add(value));
    result[row.rentId] = { value, options };
  }
  return result;
}

/** Whole days 1–365 from what was typed (Bangla or Latin digits); null when not valid. */
export function parseDays(text: string): number | null {
  const latin = text.trim().replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)));
  if (!/^[0-9]{1,3}$/.test(latin)) return null;
  const days = Number(latin);
  return days >= 1 && days <= 365 ? days : null;
}
