import type { DonationRecord, DonationRequest } from '@pathagar/sdk/schema';
import { paymentFields } from '../payment';
import type { DonationRequestRow, DonationRow } from './repository';

export function toDonationRequest(row: DonationRequestRow): DonationRequest {
  return {
    _id: String(row.donation_id),
    userId: row.donation_id,
    name: row.name,
    email: row.email,
    donationAmount: row.donation_amount,
    ...paymentFields(row),
    date: row.created_at.toISOString(),
  };
}

export function toDonationRecord(row: DonationRow): DonationRecord {
  return {
    _id: String(row.id),
    userId: row.donation_id,
    ammount: row.amount,
    date: row.created_at.toISOString(),
    name: row.name ?? undefined,
    email: row.email ?? undefined,
  };
}
