import { normaliseText } from '../text';

/** Readers for legacy fields, which mongoose stored loosely (numbers as strings and back). */

export function text(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const t = normaliseText(value);
    return t === '' ? undefined : t;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function int(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

export function num(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

export function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** A Date from a BSON date, an ISO text or epoch milliseconds; undefined when not a real date. */
export function date(value: unknown): Date | undefined {
  let d: Date | undefined;
  if (value instanceof Date) d = value;
  else if (typeof value === 'string' && value.trim() !== '') d = new Date(value.trim());
  else if (typeof value === 'number') d = new Date(value);
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
}

/** When a document was made: the time in its ObjectId (first 4 bytes, seconds). */
export function objectIdTime(id: unknown): Date | undefined {
  if (typeof id !== 'string' || !/^[0-9a-f]{24}$/i.test(id)) return undefined;
  return new Date(parseInt(id.slice(0, 8), 16) * 1000);
}

/** The same shape the contract checks (`format: email`, ajv-formats' "fast" pattern). */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export function email(value: unknown): string | undefined {
  const t = text(value)?.toLowerCase();
  return t && t.length <= 254 && EMAIL.test(t) ? t : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uuid(value: unknown): string | undefined {
  const t = text(value)?.toLowerCase();
  return t && UUID.test(t) ? t : undefined;
}

/** `HH:MM` (24 h) from `14:30`, `2:30 PM`, `9.15 am`; undefined otherwise. */
export function clockTime(value: unknown): string | undefined {
  const m = text(value)?.match(/^(\d{1,2})[:.](\d{2})(?:\s*([ap])\.?m\.?)?$/i);
  if (!m) return undefined;
  let hours = Number(m[1]);
  const minutes = Number(m[2]);
  const half = m[3]?.toLowerCase();
  if (half) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Letters and digits only, lower case: matches `Children's Literature` to `childrensLiterature`. */
export const looseKey = (value: string): string =>
  value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
