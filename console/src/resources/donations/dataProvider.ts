import { dataOf, type ApiClient, type DonationRequest } from '@pathagar/sdk';
import { waitingPayments } from '../../providers/listing';
import { requireId, resourceProvider } from '../../providers/resourceProvider';

/** Receive Donation: the donations waiting for an admin. */
export type DonationRequestRecord = DonationRequest & { id: string };

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

export const donationsProvider = (api: ApiClient) =>
  resourceProvider({
    getList: waitingPayments(async () => dataOf(await api.GET('/Singup/requestDonation'))),
  });

/** Receive Donation's actions (DonationList.tsx, through useConsoleDataProvider()). */
export const donationsActions = (api: ApiClient) => ({
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
});
