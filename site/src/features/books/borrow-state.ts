import type { RentStatus } from '@pathagar/shared-i18n';

/** What the single-book button shows (spec §4 "Single-book button"). */
export type BorrowState =
  'outOfStock' | 'login' | 'checking' | 'pending' | 'approved' | 'returned' | 'received' | 'take';

interface BorrowInputs {
  copiesOnShelf: number;
  /** Logged in as a normal user (member) with a known userId. */
  member: boolean;
  /** The member's open record for this book: undefined while it is being checked. */
  status: RentStatus | null | undefined;
}

const BY_STATUS: Partial<Record<RentStatus, BorrowState>> = {
  pending: 'pending',
  approved: 'approved',
  Returned: 'returned',
  Received: 'received',
};

/** In the spec's order of precedence: stock first, then who is asking, then their status. */
export function borrowState({ copiesOnShelf, member, status }: BorrowInputs): BorrowState {
  if (copiesOnShelf <= 0) return 'outOfStock';
  if (!member) return 'login';
  if (status === undefined) return 'checking';
  return (status && BY_STATUS[status]) || 'take';
}
