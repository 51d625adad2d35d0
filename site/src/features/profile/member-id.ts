import { useSession } from '../../app/session';

/** The stored userId (the profile's uniqueId, a number in the contract), or null. */
export function parseMemberId(value: string | null | undefined): number | null {
  if (!value) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function useMemberId(): number | null {
  return parseMemberId(useSession().userId);
}
