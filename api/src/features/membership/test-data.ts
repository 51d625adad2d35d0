import { signToken } from '../../auth/tokens';
import type { RentStatusValue } from '../../db/schema';
import type { TestApi } from '../../../test/helpers/app';
import { insertBook, type TestMember } from '../../../test/helpers/fixtures';

/** Test data written straight to the database, without other features' handlers. */

/** Moves the test clock so that "now" is this instant (the clock drifts on by real time). */
export function setNow(api: TestApi, instant: Date | string): void {
  api.clock.advance(new Date(instant).getTime() - api.clock.now().getTime());
}

/** A book with exactly these serials; answers its uniqueId. */
export async function createBook(
  api: TestApi,
  serials: string[] = [],
  title?: string
): Promise<number> {
  return (await insertBook(api, { serials, bookname: title })).bookId;
}

export interface RentInput {
  bookId: number;
  userId: number;
  status: RentStatusValue;
  serialNumber?: string | null;
  requestedAt?: Date | string;
  approvedAt?: Date | string | null;
  confirmedAt?: Date | string | null;
}

export async function insertRent(api: TestApi, input: RentInput): Promise<void> {
  const open = ['approved', 'Received', 'Returned'].includes(input.status);
  const requestedAt = new Date(input.requestedAt ?? api.clock.now());
  await api.db
    .insertInto('rent_records')
    .values({
      book_id: input.bookId,
      user_id: input.userId,
      bookname: 'পথের পাঁচালী',
      username: 'reader@example.com',
      status: input.status,
      serial_number: input.serialNumber ?? null,
      return_day: open ? new Date(requestedAt.getTime() + 14 * 86_400_000) : null,
      return_day_number: open ? 14 : null,
      requested_at: requestedAt,
      approved_at: input.approvedAt ? new Date(input.approvedAt) : null,
      confirmed_at: input.confirmedAt ? new Date(input.confirmedAt) : null,
    })
    .execute();
}

/** `count` confirmed reads of `bookId` by `userId`, confirmed at `confirmedAt`. */
export async function insertReads(
  api: TestApi,
  userId: number,
  bookId: number,
  count: number,
  confirmedAt: Date | string = api.clock.now()
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await insertRent(api, {
      bookId,
      userId,
      status: 'readed',
      confirmedAt,
      approvedAt: confirmedAt,
    });
  }
}

/** A fresh member token signed at the test clock's "now" (fixtures' tokens expire after a day). */
export async function memberToken(api: TestApi, userId: number): Promise<string> {
  const { token } = await signToken(
    { role: 'member', id: userId, version: 0 },
    api.config.jwtSecret,
    api.config.tokenTtlSeconds,
    api.clock.now()
  );
  return token;
}

/** A membership application paid by bank transfer, as the site's form sends it. */
export const bankForm = (member: TestMember, overrides: Record<string, unknown> = {}) => ({
  name: 'Karim',
  email: member.email,
  phoneNumber: '+8801933333333',
  userId: member.userId,
  paymentMethod: 'bankTransfer',
  bankAccountNumber: '1234567890',
  transactionId: 'BANK-REF-9',
  ...overrides,
});

export const apply = (api: TestApi, member: TestMember, json: unknown) =>
  api.call('POST', '/Singup/membership', { token: member.token, json });
