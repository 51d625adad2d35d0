import type { AcceptedPayment, ApiClient, DonationRequest, MembershipRequest } from '@pathagar/sdk';
import { toLatinDigits } from '@pathagar/shared-i18n';
import { matches, page, type Filter, type ResourceMapping } from './listing';

/**
 * User Approval (approvals), Receive Donation (donations), Proposals (proposals): their rows of
 * the data provider's table; and the custom methods (approve, reject, deactivate, delete…) the
 * members desk calls through useConsoleDataProvider(). The Users list and one profile are the
 * content desk's `users` row in dataProvider.ts.
 */

export type ApprovalRecord = MembershipRequest & { id: string };
export type DonationRequestRecord = DonationRequest & { id: string };
export type ProposalRecord = AcceptedPayment & { id: string };

/** What the admin confirms in the Approve dialog of a donation. */
export interface DonationApproval {
  /** The donation's own id (`userId` of the request). */
  id: number | null | undefined;
  /** Taka actually received. */
  ammount: number;
  /** Where the receipt goes. */
  email: string;
}

/** The contract's upper limit for a donation amount (DonationForm, activeDonation). */
export const MAX_DONATION = 10_000_000;

/**
 * An action was asked for a record without its id (spec §5: "nothing is sent"). Thrown before
 * any request, so a screen that forgot to disable its button still sends nothing.
 */
export class MissingIdError extends Error {
  override readonly name = 'MissingIdError';
  constructor() {
    super('missing_id');
  }
}

function requireId<T extends number | string>(id: T | null | undefined | ''): T {
  if (id === null || id === undefined || id === '') throw new MissingIdError();
  return id;
}

/**
 * Partial, case-insensitive match where digits typed on a Bangla keyboard (০১৭…) find the Latin
 * digits the API stores (017…), and the other way round.
 */
export function matchesDigits(value: string | number | null | undefined, query: unknown): boolean {
  if (typeof query !== 'string') return true;
  return matches(toLatinDigits(String(value ?? '')), toLatinDigits(query));
}

/** The three payment searches User Approval and Receive Donation share (spec §2). */
export const PAYMENT_FILTERS = ['mobileBankNumber', 'bankAccountNumber', 'transactionId'] as const;

function matchesPayment(
  record: Pick<MembershipRequest, (typeof PAYMENT_FILTERS)[number]>,
  filter: Filter
): boolean {
  return PAYMENT_FILTERS.every((field) => matchesDigits(record[field], filter[field]));
}

/** Whether a proposal's membership has ended: its expDate lies before `now` (spec §5). */
export function isExpired(record: Pick<AcceptedPayment, 'expDate'>, now = Date.now()): boolean {
  const end = Date.parse(record.expDate);
  return Number.isFinite(end) && end < now;
}

/**
 * The body POST /SingUpAdmin/delete accepts: the record's own fields as received, nothing the
 * console added (the contract refuses unknown properties). Absent optional fields stay absent.
 */
function proposalBody(record: AcceptedPayment) {
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

export function createMembersDesk(api: ApiClient) {
  const approvals = (r: MembershipRequest): ApprovalRecord => ({ ...r, id: r._id });
  const donations = (r: DonationRequest): DonationRequestRecord => ({ ...r, id: r._id });
  const proposals = (r: AcceptedPayment): ProposalRecord => ({ ...r, id: r.id });

  const resources = {
    // The server answers oldest first, the order in which they should be handled.
    approvals: {
      getList: async (params) => {
        const list = (await api.GET('/Singup/requestmemberships')).data!.map(approvals);
        const filter = params.filter as Filter;
        return page(
          list.filter((r) => matchesPayment(r, filter)),
          params
        );
      },
    },

    donations: {
      getList: async (params) => {
        const list = (await api.GET('/Singup/requestDonation')).data!.map(donations);
        const filter = params.filter as Filter;
        return page(
          list.filter((r) => matchesPayment(r, filter)),
          params
        );
      },
    },

    // Newest approval first, as the server answers.
    proposals: {
      getList: async (params) => {
        const { userId, planName, mobileNumber, bankingService, expired } = params.filter as Filter;
        const list = (await api.GET('/SingUpAdmin/accpetedPaymentDetails')).data!.map(proposals);
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
    },
  } satisfies Record<string, ResourceMapping>;

  const methods = {
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
    /** Accepts the donation with the amount received, and mails the receipt. */
    approveDonation: async ({ id, ammount, email }: DonationApproval) => {
      const donationId = requireId(id);
      await api.POST('/Singup/activeDonation', {
        body: { id: donationId, ammount, email: email.trim() },
      });
    },
    rejectDonation: async (donationId: number | null | undefined) => {
      const id = requireId(donationId);
      await api.PUT('/Singup/rejectDonation/{id}', { params: { path: { id } } });
    },
    /** Ends the active membership; the account stays (DELETE /Singup/deleteActivation). */
    deactivateMember: async (userId: number | null | undefined) => {
      const id = requireId(userId);
      await api.DELETE('/Singup/deleteActivation', { params: { query: { id } } });
    },
    /** Deletes the account for good (DELETE /Singup/deleteProfile). */
    deleteMember: async (userId: number | null | undefined) => {
      const id = requireId(userId);
      await api.DELETE('/Singup/deleteProfile', { params: { query: { id } } });
    },
    /** Deletes one accepted payment, sending the record as received (POST /SingUpAdmin/delete). */
    deleteProposal: async (record: AcceptedPayment) => {
      requireId(record.id);
      await api.POST('/SingUpAdmin/delete', { body: proposalBody(record) });
    },
  };

  return { resources, methods };
}
