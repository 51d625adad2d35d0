import type { components } from '@pathagar/sdk';
import type { RentStatus } from '@pathagar/shared-i18n';

export type RentRecord = components['schemas']['RentRecord'];

/** The member's own state with this book; shown before the stock, as it is about them. */
export type OwnState = 'pending' | 'approved' | 'returned' | 'received';

/** What the single-book status shows (spec §4 "Single-book button"). */
export type BorrowState = OwnState | 'outOfStock' | 'login' | 'checking' | 'take';

interface BorrowInputs {
  copiesOnShelf: number;
  /** Logged in as a normal user (member) with a known userId. */
  member: boolean;
  /** The member's open record for this book: undefined while it is being checked. */
  status: RentStatus | null | undefined;
}

const BY_STATUS: Partial<Record<RentStatus, OwnState>> = {
  pending: 'pending',
  approved: 'approved',
  Returned: 'returned',
  Received: 'received',
};

/**
 * The member's own request or loan comes first (issue 16.2: a member whose request was approved
 * saw "out of stock" on that very book, since their copy had left the shelf); then the stock,
 * then whether anyone can ask at all. A member's status is waited for before the stock decides,
 * so the page does not flash "out of stock" over "approved".
 */
export function borrowState({ copiesOnShelf, member, status }: BorrowInputs): BorrowState {
  if (member && status === undefined) return 'checking';
  const own = status ? BY_STATUS[status] : undefined;
  if (member && own) return own;
  if (copiesOnShelf <= 0) return 'outOfStock';
  return member ? 'take' : 'login';
}

/** When the member's record reached its current state, for the note under the status. */
export function ownStateDate(record: RentRecord, state: OwnState): string {
  switch (state) {
    case 'approved':
      return record.approvedAt ?? record.date;
    case 'received':
      return record.receivedAt ?? record.approvedAt ?? record.date;
    case 'returned':
      return record.returnedAt ?? record.date;
    default:
      return record.date;
  }
}
