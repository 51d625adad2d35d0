import type { MembershipRequest } from '@pathagar/sdk';

export const membershipRequest = (overrides: Partial<MembershipRequest> = {}): MembershipRequest =>
  ({
    _id: 'm1',
    userId: 12345,
    name: 'Rahim Uddin',
    email: 'rahim@example.org',
    phoneNumber: '01711111111',
    paymentMethod: 'mobileBank',
    mobileBankMethod: 'bkash',
    mobileBankNumber: '01722222222',
    transactionId: 'TXN-AB12',
    date: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }) as MembershipRequest;

/** A bank-transfer application (no wallet fields). */
export const bankTransferRequest = (overrides: Partial<MembershipRequest> = {}) =>
  membershipRequest({
    _id: 'm2',
    userId: 23456,
    name: 'Karima Begum',
    email: 'karima@example.org',
    phoneNumber: '01833333333',
    paymentMethod: 'bankTransfer',
    mobileBankMethod: undefined,
    mobileBankNumber: undefined,
    bankAccountNumber: '9876543210',
    transactionId: 'bank-77',
    ...overrides,
  });
