import type { DonationRequest } from '@pathagar/sdk';

export const donationRequest = (overrides: Partial<DonationRequest> = {}): DonationRequest =>
  ({
    _id: 'd1',
    userId: 54321,
    name: 'Salma Akter',
    email: 'salma@example.org',
    paymentMethod: 'mobileBank',
    mobileBankMethod: 'nogod',
    mobileBankNumber: '01944444444',
    donationAmount: 1500,
    transactionId: 'NG-9001',
    date: '2026-03-02T10:00:00.000Z',
    ...overrides,
  }) as DonationRequest;

export const bankDonation = (overrides: Partial<DonationRequest> = {}) =>
  donationRequest({
    _id: 'd2',
    userId: 65432,
    name: 'Jamal Hossain',
    email: 'jamal@example.org',
    paymentMethod: 'bankTransfer',
    mobileBankMethod: undefined,
    mobileBankNumber: undefined,
    bankAccountNumber: '1234500000',
    donationAmount: 250.5,
    transactionId: 'BT-42',
    ...overrides,
  });
