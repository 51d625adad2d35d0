import type { UserProfile } from '@pathagar/sdk';

export const userProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  uniqueId: 12345,
  name: 'Rahim Uddin',
  email: 'rahim@example.org',
  mobile: '01711111111',
  permanentAddress: 'Khulna',
  currentAddress: 'Mirpur, Dhaka',
  image: null,
  membershipActive: true,
  ...overrides,
});
