import type { components } from '@pathagar/sdk';
import { apiError, mockApi } from '../../test/server';
import type { RentRecord } from './queries';

type UserProfile = components['schemas']['UserProfile'];

export const MEMBER = { email: 'rahim@pathagar.demo', userId: '12345' } as const;
export const MEMBER_ID = 12345;

export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    uniqueId: MEMBER_ID,
    name: 'Rahim Uddin',
    email: MEMBER.email,
    mobile: '01711111111',
    permanentAddress: 'Zindabazar, Sylhet',
    currentAddress: 'Ambarkhana, Sylhet',
    image: null,
    ...overrides,
  };
}

let next = 1;

export function rentRecord(overrides: Partial<RentRecord> = {}): RentRecord {
  const n = next++;
  return {
    _id: `665f1c2a9b1e8a00000001${String(n).padStart(2, '0')}`,
    rentId: `3f2b8c1e-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    bookId: 40000 + n,
    userId: MEMBER_ID,
    bookname: `Book ${n}`,
    username: MEMBER.email,
    date: '2026-03-02T10:00:00.000Z',
    status: 'approved',
    returnDay: null,
    returnDayNumber: 14,
    overdue: false,
    ...overrides,
  };
}

interface ProfilePageData {
  profile?: UserProfile;
  loans?: RentRecord[];
  requests?: RentRecord[];
  readRecords?: RentRecord[];
}

/** The four calls /profile makes, answered with `data` (an empty member by default). */
export function profilePageHandlers(data: ProfilePageData = {}) {
  return [
    mockApi.get('/Singup/viewProfile', [data.profile ?? userProfile()]),
    mockApi.get('/SingUpAdmin/checkApprovedPendingRequest', { pendingRequest: data.loans ?? [] }),
    mockApi.get('/SingUpAdmin/checkUserSinglePendingRequest', {
      pendingRequest: data.requests ?? [],
    }),
    mockApi.get('/Singup/checkTotalReadBookUser', { readBooks: data.readRecords ?? [] }),
    // English titles of the rows come from the books themselves; none found → the saved name.
    mockApi.get('/Singup/SpecificBook', () => apiError(404, 'not_found', 'Book not found')),
  ];
}
