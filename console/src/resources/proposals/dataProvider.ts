import { dataOf, type AcceptedPayment, type ApiClient } from '@pathagar/sdk';
import { matches, matchesDigits, page, type Filter } from '../../providers/listing';
import { requireId, resourceProvider } from '../../providers/resourceProvider';

/** Proposals: the accepted membership payments. */
export type ProposalRecord = AcceptedPayment & { id: string };

/** Whether a proposal's membership has ended: its expDate lies before `now` (spec §5). */
export function isExpired(record: Pick<AcceptedPayment, 'expDate'>, now = Date.now()): boolean {
  const end = Date.parse(record.expDate);
  return Number.isFinite(end) && end < now;
}

/**
 * The body POST /SingUpAdmin/delete accepts: the record's own fields as received, nothing the
 * console added (the contract refuses unknown properties). Absent optional fields stay absent.
 */
function deleteBody(record: AcceptedPayment): AcceptedPayment {
  const { id, userId, planName, mobileNumber, bankingService, expDate } = record;
  const { transactionId, amount, approvedAt } = record;
  return {
    id,
    userId,
    planName,
    mobileNumber,
    bankingService,
    expDate,
    transactionId,
    amount,
    approvedAt,
  };
}

export const proposalsProvider = (api: ApiClient) =>
  resourceProvider({
    // Newest approval first, as the server answers.
    getList: async (params) => {
      const { userId, planName, mobileNumber, bankingService, expired } = params.filter as Filter;
      const list = dataOf(await api.GET('/SingUpAdmin/accpetedPaymentDetails')).map(
        (r): ProposalRecord => ({ ...r, id: r.id })
      );
      const now = Date.now();
      return page(
        list.filter(
          (r) =>
            matchesDigits(r.userId, userId) &&
            matches(r.planName, planName) &&
            matchesDigits(r.mobileNumber, mobileNumber) &&
            (!bankingService || r.bankingService === bankingService) &&
            (!expired || isExpired(r, now))
        ),
        params
      );
    },
  });

/** Proposals' action (ProposalList.tsx, through useConsoleDataProvider()). */
export const proposalsActions = (api: ApiClient) => ({
  /** Deletes one accepted payment, sending the record as received (POST /SingUpAdmin/delete). */
  deleteProposal: async (record: AcceptedPayment) => {
    requireId(record.id);
    await api.POST('/SingUpAdmin/delete', { body: deleteBody(record) });
  },
});
