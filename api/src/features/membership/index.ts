import { defineHandlers } from '../../contract/types';
import { dashboardOperations } from './dashboard/handlers';
import { donationOperations } from './donations/handlers';
import { membershipOperations } from './membership/handlers';
import { rankingOperations } from './ranking/handlers';

/** Membership, donations and payments, the reader ranking, and the dashboard figures. */
export const membershipHandlers = defineHandlers({
  ...membershipOperations,
  ...donationOperations,
  ...rankingOperations,
  ...dashboardOperations,
});
