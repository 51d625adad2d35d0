import { dataOf, type ApiClient, type MembershipRequest } from '@pathagar/sdk';
import { waitingPayments } from '../../providers/listing';
import { requireId, resourceProvider } from '../../providers/resourceProvider';

/** User Approval: the membership applications waiting for an admin. */
export type ApprovalRecord = MembershipRequest & { id: string };

export const approvalsProvider = (api: ApiClient) =>
  resourceProvider({
    getList: waitingPayments(async () => dataOf(await api.GET('/Singup/requestmemberships'))),
  });

/** User Approval's actions (ApprovalList.tsx, through useConsoleDataProvider()). */
export const approvalsActions = (api: ApiClient) => ({
  /** Activates the applicant's membership (POST /Singup/activeAccount). */
  approveMembership: async (userId: number | null | undefined) => {
    const id = requireId(userId);
    await api.POST('/Singup/activeAccount', { body: { id } });
  },
  /** Removes the application; the account stays (PUT /Singup/reject/{id}). */
  rejectMembership: async (userId: number | null | undefined) => {
    const id = requireId(userId);
    await api.PUT('/Singup/reject/{id}', { params: { path: { id } } });
  },
});
