import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { AccountFields } from '@pathagar/sdk/schema';
import type { TestApi } from '../../../test/helpers/app';
import type { MultipartField } from '../../../test/helpers/multipart';

let sequence = 0;
/** A fresh address for each use, so tests in one file do not share verification rows. */
export const freshEmail = (prefix = 'reader') =>
  `${prefix}-${Date.now().toString(36)}${(sequence++).toString(36)}@example.com`;

type Mail = Awaited<ReturnType<TestApi['outbox']>>[number];

/**
 * The newest message to `to`, waiting for it: some mail (the reset link) is sent after the answer
 * has gone. A file being written may not parse yet, so a failed read is retried too.
 */
export async function waitForMail(api: TestApi, to: string, after = 0): Promise<Mail> {
  for (let i = 0; i < 200; i++) {
    try {
      const mine = await mailsTo(api, to);
      if (mine.length > after) return mine[mine.length - 1]!;
    } catch {
      // partly written outbox file; read again
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${to}`);
}

export async function mailsTo(api: TestApi, to: string): Promise<Mail[]> {
  return (await api.outbox()).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

export function codeIn(mail: Mail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in ${mail.text}`);
  return match[1]!;
}

/** Asks for a code and reads it from the outbox. */
export async function requestCode(api: TestApi, email: string): Promise<string> {
  const before = (await mailsTo(api, email)).length;
  const res = await api.call('POST', '/ext/email-verification', { json: { email } });
  if (res.status !== 202) throw new Error(`send code: ${res.status} ${JSON.stringify(res.body)}`);
  return codeIn(await waitForMail(api, email, before));
}

/** POST /Singup/login with this e-mail and password. */
/** The stored proof (code, attempts, verified_at) for an address, if any. */
export const verificationOf = (api: TestApi, email: string) =>
  api.db
    .selectFrom('email_verifications')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();

export const loginMember = (api: TestApi, email: string, password: string) =>
  api.call('POST', '/Singup/login', { json: { email, password } });

export async function verifyAddress(api: TestApi, email: string): Promise<void> {
  const code = await requestCode(api, email);
  const res = await api.call('POST', '/ext/email-verification/verify', { json: { email, code } });
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${JSON.stringify(res.body)}`);
}

export type AccountInput = Omit<AccountFields, 'profileImage'>;

export function accountInput(overrides: Partial<AccountInput> = {}): AccountInput {
  return {
    fullName: 'Rahima Khatun',
    email: freshEmail(),
    mobile: '+8801712345678',
    password: 'a long secret 1',
    confirmPassword: 'a long secret 1',
    permanentAddress: 'Village Char, Kurigram',
    currentAddress: 'Mirpur 10, Dhaka',
    ...overrides,
  };
}

export function form(
  input: Partial<AccountInput> & Record<string, string>,
  ...extra: MultipartField[]
): MultipartField[] {
  return [...(Object.entries(input) as MultipartField[]), ...extra];
}

/** Sends the sign-up form: `input`'s fields, then `extra` parts (a photo). */
export function submitSignup(
  api: TestApi,
  input: Partial<AccountInput> & Record<string, string>,
  ...extra: MultipartField[]
) {
  return api.call('POST', '/Singup/user', { form: form(input, ...extra) });
}

/** Verifies the address and signs up; returns the new uniqueId. */
export async function signUp(api: TestApi, input: AccountInput): Promise<number> {
  await verifyAddress(api, input.email);
  const res = await submitSignup(api, input);
  if (res.status !== 201) throw new Error(`signup: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.userId;
}

/** The profile photos in the test app's storage. */
export function storedProfileFiles(api: TestApi): string[] {
  const dir = path.join(api.config.dataDir, 'uploads', 'profiles');
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** Whether the file behind an upload URL is in the test app's storage. */
export function storedFileExists(api: TestApi, url: string): boolean {
  const key = new URL(url).pathname.replace(/^\/uploads\//, '');
  return existsSync(path.join(api.config.dataDir, 'uploads', key));
}
