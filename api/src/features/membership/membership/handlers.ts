import { defineHandlers } from '../../../contract/types';
import { conflict, notFound } from '../../../http/errors';
import { normaliseText } from '../../../text';
import { paymentColumns } from '../payment';
import { toAcceptedPayment, toActiveMembership, toMembershipRequest } from './mappers';
import * as repo from './repository';

const DAY_MS = 86_400_000;

/** What the console's Proposals screen shows as the plan: the term the server grants. */
export function planName(membershipDays: number): string {
  return membershipDays === 365 || membershipDays === 366
    ? 'Yearly membership'
    : `${membershipDays}-day membership`;
}

export const membershipOperations = defineHandlers({
  applyForMembership: async ({ body, services }) => {
    const { db, clock } = services;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      // The account lock serialises this with an approval for the same member, so an application
      // can never slip in between an approval's check and its commit.
      await repo.lockUser(trx, body.userId);
      if (await repo.findActiveMembership(trx, body.userId, now)) {
        throw conflict('membership_active', 'Your membership is already active.');
      }
      const inserted = await repo.insertApplication(trx, {
        user_id: body.userId,
        name: normaliseText(body.name),
        email: body.email.trim(),
        phone_number: body.phoneNumber,
        ...paymentColumns(body),
        created_at: now,
      });
      if (!inserted) {
        throw conflict('membership_pending', 'You already have a pending membership request.');
      }
    });
    return { message: 'Membership request submitted successfully' };
  },

  listMembershipApplications: async ({ services }) =>
    (await repo.listApplications(services.db)).map(toMembershipRequest),

  getPendingMembershipApplication: async ({ query, services }) => {
    const row = await repo.findApplication(services.db, query.userId);
    return row ? [toMembershipRequest(row)] : [];
  },

  approveMembership: async ({ body, services }) => {
    const { db, clock, config } = services;
    const userId = body.id;
    await db.transaction().execute(async (trx) => {
      await repo.lockUser(trx, userId);
      const application = await repo.takeApplication(trx, userId);
      if (!application) throw notFound('Membership not found');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + config.membershipDays * DAY_MS);
      await repo.upsertMembership(trx, userId, now, expiresAt);
      const mobileBank = application.payment_method === 'mobileBank';
      await repo.insertAcceptedPayment(trx, {
        user_id: userId,
        plan_name: planName(config.membershipDays),
        mobile_number:
          (mobileBank ? application.mobile_bank_number : null) ?? application.phone_number,
        banking_service: (mobileBank ? application.mobile_bank_method : null) ?? 'bankTransfer',
        transaction_id: application.transaction_id,
        amount: config.membershipFeeTaka,
        approved_at: now,
        exp_date: expiresAt,
      });
    });
    return { message: 'Account activated and membership data deleted successfully' };
  },

  rejectMembership: async ({ params, services }) => {
    if (!(await repo.deleteApplication(services.db, params.id))) {
      throw notFound('Member not found');
    }
    return { message: 'Member rejected and deleted successfully' };
  },

  getActiveMembership: async ({ query, services }) => {
    const row = await repo.findActiveMembership(services.db, query.userId, services.clock.now());
    return row ? [toActiveMembership(row)] : [];
  },

  deactivateMembership: async ({ query, services }) => {
    const ended = await repo.endActiveMembership(services.db, query.id, services.clock.now());
    if (!ended) throw notFound('Active membership not found');
    return { message: 'Account deactivated successfully' };
  },

  listAcceptedPayments: async ({ services }) =>
    (await repo.listAcceptedPayments(services.db)).map(toAcceptedPayment),

  deleteAcceptedPayment: async ({ body, services }) => {
    // Our ids are integers; anything else (say a legacy 24-hex id) names no record here.
    const id = /^[0-9]{1,9}$/.test(body.id) ? Number(body.id) : null;
    if (id === null || !(await repo.deleteAcceptedPayment(services.db, id))) {
      throw notFound('Payment record not found');
    }
    return { message: 'Delete is successful' };
  },
});
