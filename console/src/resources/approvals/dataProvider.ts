import { dataOf, type ApiClient, type MembershipRequest } from '@pathagar/sdk';
import { matchesPayment, page, type Filter } from '../../providers/listing';
import { requireId, resourceProvider } from '../../providers/resourceProvider';

/** User Approval: the membership applications waiting for an admin. */
export type ApprovalRecord = MembershipRequest & { id: string };

const record = (r: MembershipRequest): ApprovalRecord => ({ ...r, id: r._id });

export const approvalsProvider = (api: ApiClient) =>
  resourceProvider({
    // The server answers oldest first, the order in which they should be handled.
    getList: async (params) => {
      const list = dataOf(await api.GET('/Singup/requestmemberships')).map(record);
      return page(
        list.filter((r) => matchesPayment(r, params.filter as Filter)),
        params
      );
    },
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
