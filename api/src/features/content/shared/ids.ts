import { ITEM_ID_RANGE } from '../../../db/ids';

/**
 * The uniqueId a path `{id}` names. Our server issues `_id` as the decimal uniqueId, so both
 * spellings are the same number. Anything else (a legacy 24-hex `_id` that was never imported,
 * words, numbers outside the 6-digit range) names no record: null, which handlers answer with
 * 404 rather than letting an out-of-range integer reach the database.
 */
export function parseItemId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= ITEM_ID_RANGE[0] && id <= ITEM_ID_RANGE[1] ? id : null;
}
