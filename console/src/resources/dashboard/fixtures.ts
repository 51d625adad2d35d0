import { mockApi } from '../../test/server';
import type { DashboardFigures } from './dataProvider';

/** An answer of GET /ext/dashboard; the pending counts are 0 unless a test sets them. */
export const dashboardFigures = (overrides: Partial<DashboardFigures> = {}): DashboardFigures => ({
  members: 1234,
  activeMembers: 56,
  books: 321,
  copies: 980,
  availableCopies: 870,
  borrowedThisMonth: 12,
  borrowedThisYear: 140,
  borrowedTotal: 1502,
  donationsTotal: 125000,
  donationsThisMonth: 2500.5,
  pendingRequests: 0,
  pendingReturns: 0,
  pendingMemberships: 0,
  pendingDonations: 0,
  ...overrides,
});

/** The menu polls the pending counts on every screen; tests of other screens answer "none". */
export const noPendingItems = () => mockApi.get('/ext/dashboard', dashboardFigures());
