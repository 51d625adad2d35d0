import { deleteAllWithExport } from '../../../maintenance/exports';
import { defineHandlers } from '../../../contract/types';
import { badRequest, notFound } from '../../../http/errors';
import { normaliseText } from '../../../text';
import { paymentColumns } from '../payment';
import { donationReceipt } from './mail';
import { toDonationRecord, toDonationRequest } from './mappers';
import * as repo from './repository';

/**
 * Money is stored to the paisa (numeric(12,2)). The contract only says "above 0", so a value
 * such as 0.001 would pass validation and then round to 0 in the database; refuse it here.
 */
function checkAmount(amount: number, field: string): number {
  if (Math.round(amount * 100) < 1) {
    throw badRequest(`${field} must be at least 0.01 taka.`, field);
  }
  return amount;
}

export const donationOperations = defineHandlers({
  submitDonation: async ({ body, services }) => {
    const { db, clock } = services;
    const amount = checkAmount(body.donationAmount, 'body.donationAmount');
    const row = await db.transaction().execute((trx) =>
      repo.createDonationRequest(trx, {
        name: normaliseText(body.name),
        email: body.email.trim(),
        donation_amount: amount,
        ...paymentColumns(body),
        created_at: clock.now(),
      })
    );
    return { message: 'Donation data saved successfully', donation: toDonationRequest(row) };
  },

  listDonationRequests: async ({ services }) =>
    (await repo.listDonationRequests(services.db)).map(toDonationRequest),

  approveDonation: async ({ body, services }) => {
    const { db, clock, jobs } = services;
    const amount = checkAmount(body.ammount, 'body.ammount');
    const email = body.email.trim();
    // The receipt is a job of the donation's transaction: accepted whatever the mail server
    // does, tried at once after the commit, and retried by the queue if it fails.
    const jobId = await db.transaction().execute(async (trx) => {
      const request = await repo.takeDonationRequest(trx, body.id);
      if (!request) throw notFound('Donation not found');
      const donation = await repo.insertDonation(trx, {
        donation_id: request.donation_id,
        amount,
        name: request.name,
        email,
        created_at: clock.now(),
      });
      return jobs.mail(
        trx,
        donationReceipt({
          to: email,
          name: donation.name,
          amount: donation.amount,
          donationId: donation.donation_id,
          date: donation.created_at,
        })
      );
    });
    await jobs.runNow(jobId);
    return {
      message: 'Donation activated, record updated, and confirmation email sent successfully.',
    };
  },

  rejectDonation: async ({ params, services }) => {
    const removed = await repo.takeDonationRequest(services.db, params.id);
    if (!removed) throw notFound('Donation not found');
    return { message: 'Donation rejected and deleted successfully' };
  },

  listAcceptedDonations: async ({ services }) =>
    (await repo.listDonations(services.db)).map(toDonationRecord),

  deleteAllAcceptedDonations: async ({ services }) => {
    const { deletedCount, exportFile } = await deleteAllWithExport(
      services.db,
      'donations',
      services.config.dataDir,
      services.clock.now()
    );
    return { message: 'All donations have been deleted successfully.', deletedCount, exportFile };
  },
});
