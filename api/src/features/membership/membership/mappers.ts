import type { AcceptedPayment, ActiveMembership, MembershipRequest } from '@pathagar/sdk/schema';
import { paymentFields } from '../payment';
import type { AcceptedPaymentRow, ApplicationRow, MembershipRow } from './repository';

export function toMembershipRequest(row: ApplicationRow): MembershipRequest {
  return {
    _id: String(row.id),
    userId: row.user_id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    ...paymentFields(row),
    date: row.created_at.toISOString(),
  };
}

export function toActiveMembership(row: MembershipRow): ActiveMembership {
  return {
    _id: String(row.id),
    userId: row.user_id,
    Status: 'active',
    date: row.started_at.toISOString(),
    expDate: row.expires_at.toISOString(),
  };
}

export function toAcceptedPayment(row: AcceptedPaymentRow): AcceptedPayment {
  return {
    id: String(row.id),
    userId: row.user_id,
    planName: row.plan_name,
    mobileNumber: row.mobile_number,
    bankingService: row.banking_service,
    transactionId: row.transaction_id,
    approvedAt: row.approved_at.toISOString(),
    amount: row.amount ?? undefined,
    expDate: row.exp_date.toISOString(),
  };
}
