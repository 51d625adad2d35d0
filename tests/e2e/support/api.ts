import {
  createApiClient,
  type ApiClient,
  type Book,
  type Event,
  type Faq,
  type GalleryItem,
  type LoginResponse,
  type Notice,
  type RankedReader,
  type RentRecord,
  type TeamMember,
} from '@pathagar/sdk';
import { stack } from './stack';

/**
 * Direct API calls for what a journey needs to know or set up outside the browser (which book
 * to look for, a member's token, the figures before and after); the journeys themselves go
 * through the pages. The shapes are the contract's, generated into @pathagar/sdk.
 */
export type { Book, Faq, GalleryItem, Notice, RankedReader, RentRecord, TeamMember };
export type EventItem = Event;
export type LoginAnswer = LoginResponse;

/**
 * The SDK's client against this run's API. It sends `token` where the contract asks for one and
 * rejects with an ApiError on any answer but 2xx, so `data` is there when a call resolves.
 */
export function client(token?: string): ApiClient {
  return createApiClient({ baseUrl: stack().apiUrl, getToken: () => token });
}

/** A call outside the contract's types (or one expected to fail): status and parsed body. */
export async function call<T = unknown>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {}
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${stack().apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
}

/** A member's or admin's token, as the login pages get it. */
export async function login(email: string, password: string, admin = false): Promise<LoginAnswer> {
  const body = { email, password };
  const { data } = admin
    ? await client().POST('/SingUpAdmin/login', { body })
    : await client().POST('/Singup/login', { body });
  return data!;
}

export const adminToken = async () => {
  const { admin } = stack();
  return (await login(admin.email, admin.password, true)).access_token;
};

/** The demo data's members (api/seed/people.yaml, listed in the root README). */
export const DEMO_MEMBER = { email: 'rahim@pathagar.demo', password: 'pathagar-member-demo' };

export const allBooks = async (): Promise<Book[]> => (await client().GET('/Singup/Allbooks')).data!;

export const gallery = async (): Promise<GalleryItem[]> =>
  (await client().GET('/SingUpAdmin/allPhotoGallery')).data!;

export const events = async (): Promise<EventItem[]> =>
  (await client().GET('/SingUpAdmin/allEvent')).data!;

export const faqs = async (): Promise<Faq[]> => (await client().GET('/SingUpAdmin/allFaqs')).data!;

export const team = async (): Promise<TeamMember[]> =>
  (await client().GET('/SingUpAdmin/allTeamMembers')).data!.teamMembers;

export const notices = async (): Promise<Notice[]> =>
  (await client().GET('/SingUpAdmin/allNotice')).data!;

/** "This book has been read {n} times": the confirmed returns of one book. */
export const readCount = async (bookId: number): Promise<number> =>
  (await client().GET('/Singup/readedSingleBook', { params: { query: { id: bookId } } })).data!
    .total;

/** The public ranking as /ranking asks for it (all time: the demo's rank settings). */
export const topReaders = async (limit = 100): Promise<RankedReader[]> =>
  (await client().GET('/SingUpAdmin/top-readers', { params: { query: { limit } } })).data!.readers;

/** The console's dashboard figures (one call, admin only). */
export const dashboard = async (token: string) => (await client(token).GET('/ext/dashboard')).data!;

/** The member's active membership, if any (what /membership shows as "member since"). */
export const activeMembership = async (token: string, userId: number) =>
  (
    await client(token).GET('/Singup/requestmemberactiveSignle', {
      params: { query: { userId } },
    })
  ).data![0];

/**
 * Every borrow record still open (pending, approved, Received, Returned), for the admin: which
 * books nobody is waiting for or reading.
 */
export async function openRecords(token: string): Promise<RentRecord[]> {
  const admin = client(token);
  const [pending, borrowed, returned] = await Promise.all([
    admin.GET('/SingUpAdmin/checkPendingRequest'),
    admin.GET('/SingUpAdmin/adminWithOutPaddingRequest'),
    admin.GET('/SingUpAdmin/checkRetunedequest', { params: { query: { status: 'Returned' } } }),
  ]);
  return [
    ...pending.data!.pendingRequest,
    ...borrowed.data!.pendingRequest,
    ...returned.data!.pendingRequest,
  ];
}

/**
 * Setup only (journey 3 needs a member who may borrow; journey 2 tests this through the pages):
 * the member applies by bank transfer and the admin activates the membership.
 */
export async function activateMembership(
  member: { token: string; userId: number; name: string; email: string; mobile: string },
  adminAccessToken: string
): Promise<void> {
  await client(member.token).POST('/Singup/membership', {
    body: {
      userId: member.userId,
      name: member.name,
      email: member.email,
      phoneNumber: member.mobile,
      paymentMethod: 'bankTransfer',
      bankAccountNumber: '20501234567',
      transactionId: `SETUP-${member.userId}`,
    },
  });
  await client(adminAccessToken).POST('/Singup/activeAccount', {
    body: { id: member.userId },
  });
}

/** A member made for a journey's setup: id, token and the name the desk shows. */
export interface SetupMember {
  userId: number;
  token: string;
  name: string;
  email: string;
  password: string;
}

/**
 * Setup only: a member with an active membership, made by the admin in one call
 * (POST /Singup/adminAddUser), for journeys whose subject is not the sign-up.
 */
export async function addMember(adminAccessToken: string, name: string): Promise<SetupMember> {
  const email = `e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e-member-password';
  const form = new FormData();
  for (const [key, value] of Object.entries({
    fullName: name,
    email,
    mobile: `0171${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    password,
    confirmPassword: password,
    permanentAddress: 'Zindabazar, Sylhet',
    currentAddress: 'Amberkhana, Sylhet',
  })) {
    form.append(key, value);
  }
  const response = await fetch(`${stack().apiUrl}/Singup/adminAddUser`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminAccessToken}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`adminAddUser: ${await response.text()}`);
  const answer = await login(email, password);
  return { userId: answer.uniqueId!, token: answer.access_token, name, email, password };
}

/** Setup only: the member asks for a book (POST /Singup/rentBooks); answers the rentId. */
export async function askFor(member: SetupMember, bookId: number): Promise<string> {
  const { data } = await client(member.token).POST('/Singup/rentBooks', {
    body: { UserId: member.userId, bookId },
  });
  return data!.rentBook.rentId;
}

/** Setup only: the admin approves requests through the desk's bulk call, each with its copy. */
export async function approve(
  adminAccessToken: string,
  items: { rentId: string; serialNumber: string }[]
) {
  const { data } = await client(adminAccessToken).POST('/ext/desk/approvals', {
    body: { items },
  });
  if (data!.approved !== items.length) throw new Error(`approve: ${JSON.stringify(data)}`);
}

/** Setup only: the member says they have the book (Received), or that they brought it back. */
export async function memberAction(
  member: SetupMember,
  action: 'received' | 'returned',
  loan: { rentId: string; bookId: number }
) {
  const body = { rentId: loan.rentId, bookId: loan.bookId, userId: member.userId };
  if (action === 'received') await client(member.token).PUT('/Singup/recivedBook', { body });
  else await client(member.token).PUT('/Singup/returnBook', { body });
}

/** The borrow records of one member as the admin sees them (status, serial), from the desk. */
export async function deskRows(
  adminAccessToken: string,
  view: 'requests' | 'borrowed' | 'returns',
  q: string
) {
  const { data } = await client(adminAccessToken).GET('/ext/desk', {
    params: { query: { view, q, limit: 100 } },
  });
  return data!.items;
}
