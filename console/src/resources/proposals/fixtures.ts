import type { AcceptedPayment } from '@pathagar/sdk';

export const acceptedPayment = (overrides: Partial<AcceptedPayment> = {}): AcceptedPayment => ({
  id: 'p1',
  userId: 12345,
  planName: 'Yearly membership',
  mobileNumber: '01722222222',
  bankingService: 'bkash',
  transactionId: 'TXN-AB12',
  amount: 100,
  approvedAt: '2026-01-10T10:00:00.000Z',
  expDate: '2099-01-10T10:00:00.000Z',
  ...overrides,
});

/** A membership that ended (expDate in the past). */
export const expiredPayment = (overrides: Partial<AcceptedPayment> = {}) =>
  acceptedPayment({
    id: 'p2',
    userId: 23456,
    planName: 'Student plan',
    mobileNumber: '01833333333',
    bankingService: 'bankTransfer',
    transactionId: 'bank-77',
    approvedAt: '2024-11-21T10:00:00.000Z',
    expDate: '2025-11-21T10:00:00.000Z',
    ...overrides,
  });
