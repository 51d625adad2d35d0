import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { RentRecord } from '@pathagar/sdk/schema';
import { signToken } from '../../auth/tokens';
import type { RentRecordsTable } from '../../db/schema';
import type { TestApi } from '../../../test/helpers/app';
import {
  activateMembership,
  createMember,
  insertBook,
  type TestAdmin,
  type TestBook,
  type TestMember,
} from '../../../test/helpers/fixtures';
import { availableCopies } from './repository';

/** Test data for the lending suites, written straight to the database (no other feature's routes). */

export type { TestBook };

let bookSequence = 0;

/** A book with `copies` copies (2 unless said), under a title unique within the run. */
export function createBook(
  api: TestApi,
  options: { copies?: number; bookname?: string; booknameEn?: string } = {}
): Promise<TestBook> {
  const n = ++bookSequence;
  return insertBook(api, {
    copies: options.copies ?? 2,
    bookname: options.bookname ?? `পথের পাঁচালী ${n}`,
    booknameEn: options.booknameEn ?? `Pather Panchali ${n}`,
  });
}

/** A member with an active membership, allowed to borrow. */
export async function createBorrower(api: TestApi): Promise<TestMember> {
  const member = await createMember(api);
  await activateMembership(api, member.userId);
  return member;
}

type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N
  ? R
  : Tuple<T, N, [...R, T]>;

/** `n` borrowers, made one after the other (so their ids and sign-up times are in order). */
export async function createBorrowers<N extends number>(
  api: TestApi,
  n: N
): Promise<Tuple<TestMember, N>> {
  const members: TestMember[] = [];
  for (let i = 0; i < n; i++) members.push(await createBorrower(api));
  return members as Tuple<TestMember, N>;
}

/**
 * The usual opening of a lending test: `[book, ...borrowers]`, a book as createBook makes it and
 * `n` borrowers as createBorrowers does.
 */
export async function bookAndBorrowers<N extends number>(
  api: TestApi,
  n: N,
  book: Parameters<typeof createBook>[1] = {}
): Promise<[TestBook, ...Tuple<TestMember, N>]> {
  return [await createBook(api, book), ...(await createBorrowers(api, n))];
}

export function requestBook(api: TestApi, member: TestMember, bookId: number) {
  return api.call('POST', '/Singup/rentBooks', {
    token: member.token,
    json: { UserId: member.userId, bookId },
  });
}

export function approve(
  api: TestApi,
  admin: TestAdmin,
  record: Pick<RentRecord, 'userId' | 'bookId' | 'rentId'>,
  serialNumber: string,
  days = 14
) {
  return api.call('PUT', '/SingUpAdmin/updateRequestStatus', {
    token: admin.token,
    json: {
      userId: record.userId,
      bookId: record.bookId,
      rentId: record.rentId,
      status: 'approved',
      serialNumber,
      returnDayNumber: days,
    },
  });
}

export function memberAction(
  api: TestApi,
  member: TestMember,
  path: '/Singup/recivedBook' | '/Singup/returnBook' | '/Singup/cancelReturn',
  record: Pick<RentRecord, 'bookId' | 'rentId'>
) {
  return api.call('PUT', path, {
    token: member.token,
    json: { userId: member.userId, bookId: record.bookId, rentId: record.rentId },
  });
}

export function confirmReturn(
  api: TestApi,
  admin: TestAdmin,
  record: Pick<RentRecord, 'userId' | 'bookId' | 'rentId'>
) {
  return api.call('PUT', '/SingUpAdmin/returnData', {
    token: admin.token,
    json: { userId: record.userId, bookId: record.bookId, rentId: record.rentId },
  });
}

export type Stage = 'pending' | 'approved' | 'Received' | 'Returned' | 'readed';

/** Takes a new request of `member` for `book` through the API up to `stage`; returns the record. */
export async function lend(
  api: TestApi,
  admin: TestAdmin,
  member: TestMember,
  book: TestBook,
  stage: Stage,
  options: { serial?: string; days?: number } = {}
): Promise<RentRecord> {
  const requested = await requestBook(api, member, book.bookId);
  expect(requested.status).toBe(200);
  let record: RentRecord = requested.body.rentBook;
  if (stage === 'pending') return record;
  const serial = options.serial ?? (await freeSerial(api, book));
  const approved = await approve(api, admin, record, serial, options.days ?? 14);
  expect(approved.status).toBe(200);
  record = approved.body.rentBook;
  if (stage === 'approved') return record;
  const received = await memberAction(api, member, '/Singup/recivedBook', record);
  expect(received.status).toBe(200);
  record = received.body.book;
  if (stage === 'Received') return record;
  const returned = await memberAction(api, member, '/Singup/returnBook', record);
  expect(returned.status).toBe(200);
  record = returned.body.book;
  if (stage === 'Returned') return record;
  const confirmed = await confirmReturn(api, admin, record);
  expect(confirmed.status).toBe(200);
  return confirmed.body.rentBook;
}

/**
 * The usual opening of a loan test: a book (`copies` copies, 2 unless said), a borrower, and that
 * borrower's loan of the book taken through the API up to `stage`.
 */
export async function loanAt(
  api: TestApi,
  admin: TestAdmin,
  stage: Stage,
  options: { copies?: number; serial?: string; days?: number } = {}
): Promise<{ book: TestBook; member: TestMember; record: RentRecord }> {
  const { copies, ...lending } = options;
  const [book, member] = await bookAndBorrowers(api, 1, { copies });
  const record = await lend(api, admin, member, book, stage, lending);
  return { book, member, record };
}

/** A serial of the book that is on no open loan. */
export async function freeSerial(api: TestApi, book: TestBook): Promise<string> {
  const out = await api.db
    .selectFrom('rent_records')
    .select('serial_number')
    .where('book_id', '=', book.bookId)
    .where('status', 'in', ['approved', 'Received', 'Returned'])
    .execute();
  const taken = new Set(out.map((r) => r.serial_number));
  const free = book.serials.find((s) => !taken.has(s));
  if (!free) throw new Error(`No free copy of book ${book.bookId}`);
  return free;
}

export async function storedRecord(api: TestApi, rentId: string) {
  return api.db
    .selectFrom('rent_records')
    .selectAll()
    .where('rent_id', '=', rentId)
    .executeTakeFirstOrThrow();
}

export const shelf = (api: TestApi, book: TestBook) => availableCopies(api.db, book.bookId);

/** A record written straight to the table, for the counting suites (read history, rankings). */
export async function insertRecord(
  api: TestApi,
  values: Omit<Insertable<RentRecordsTable>, 'bookname' | 'username'> &
    Partial<Pick<Insertable<RentRecordsTable>, 'bookname' | 'username'>>
): Promise<string> {
  const row = await api.db
    .insertInto('rent_records')
    .values({ bookname: 'book', username: 'member@example.com', ...values })
    .returning('rent_id')
    .executeTakeFirstOrThrow();
  return row.rent_id;
}

export const DAY_MS = 86_400_000;

/** Moves the test clock and re-signs the given accounts' tokens, which would expire after a day. */
export async function travel(
  api: TestApi,
  ms: number,
  accounts: (TestMember | TestAdmin)[]
): Promise<void> {
  api.clock.advance(ms);
  for (const account of accounts) {
    const member = 'userId' in account;
    const { token } = await signToken(
      {
        role: member ? 'member' : 'admin',
        id: member ? account.userId : account.adminId,
        version: 0,
      },
      api.config.jwtSecret,
      api.config.tokenTtlSeconds,
      api.clock.now()
    );
    account.token = token;
  }
}

/**
 * Runs `fn` while every send fails as an unreachable mail server would; returns how many sends
 * were tried, so a test can say the request did not wait for the mail.
 */
export async function withUnreachableMailer(api: TestApi, fn: () => Promise<void>) {
  const mailer = api.app.services.mailer;
  const send = mailer.send;
  let attempts = 0;
  mailer.send = async () => {
    attempts++;
    throw new Error('SMTP server unreachable');
  };
  try {
    await fn();
  } finally {
    mailer.send = send;
  }
  return attempts;
}
