import { isApiError } from '@pathagar/sdk';

/**
 * The position of the serial the server refused as repeated or belonging to another book: its
 * 409 `duplicate_serial` names the field (`body.serialNumber-N`, counted from 1).
 */
export function takenSerialIndex(error: unknown, count: number): number | null {
  if (!isApiError(error) || error.code !== 'duplicate_serial') return null;
  const n = Number(/serialNumber-?(\d+)$/.exec(error.field ?? '')?.[1]);
  return Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : null;
}
