import { normaliseText } from '../../text';

/** An optional text field: empty or blank means none. */
export const cleanOptional = (value: string | undefined | null): string | null => {
  if (value === undefined || value === null) return null;
  const text = normaliseText(value);
  return text === '' ? null : text;
};

// Identity ids are `integer` columns: 9 digits always fit, longer ones would overflow the query.
const NUMERIC_ID = /^[0-9]{1,9}$/;

/**
 * A path `_id` of a table with an integer identity. Anything else (a legacy 24-hex id, a name)
 * cannot address a row, so the caller answers 404 rather than letting the database fail.
 */
export function parseNumericId(id: string): number | null {
  return NUMERIC_ID.test(id) ? Number(id) : null;
}
