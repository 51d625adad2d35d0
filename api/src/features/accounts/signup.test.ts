import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../test/helpers/app';
import { createAdmin, jpeg, NOT_AN_IMAGE, png, userRows } from '../../../test/helpers/fixtures';
import type { MultipartField } from '../../../test/helpers/multipart';
import {
  accountInput,
  type AccountInput,
  form,
  freshEmail,
  loginMember,
  requestCode,
  storedFileExists,
  storedProfileFiles,
  submitSignup,
  verificationOf,
  verifyAddress,
} from './test-support';

const userRow = (api: TestApi, email: string) =>
  api.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('sign-up, end to end', () => {
  it('send code → read it from the mail → verify → sign up with a photo → log in → profile', async ({
    api,
  }) => {
    const input = accountInput();
    const code = await requestCode(api, input.email);
    const verified = await api.call('POST', '/ext/email-verification/verify', {
      json: { email: input.email, code },
    });
    expect(verified.status).toBe(200);

    const signup = await submitSignup(api, input, ['profileImage', png()]);
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({ message: 'Signup was successful!' });
    expect(signup.body.imageUrl).toMatch(/^http:\/\/api\.test\/uploads\/profiles\/.+\.png$/);
    expect(storedFileExists(api, signup.body.imageUrl)).toBe(true);

    const row = await userRow(api, input.email);
    expect(row).toMatchObject({
      unique_id: signup.body.userId,
      name: input.fullName,
      email_verified: true,
      token_version: 0,
    });
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The proof of the address is used up by the account.
    expect(await verificationOf(api, input.email)).toBeUndefined();
    expect(await userRows(api, 'memberships', signup.body.userId)).toEqual([]);

    const login = await loginMember(api, input.email, input.password);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'member', uniqueId: signup.body.userId });

    const profile = await api.call('GET', '/Singup/Profile', {
      token: login.body.access_token,
      query: { email: input.email },
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual([
      {
        uniqueId: signup.body.userId,
        name: input.fullName,
        email: input.email,
        mobile: input.mobile,
        permanentAddress: input.permanentAddress,
        currentAddress: input.currentAddress,
        image: signup.body.imageUrl,
        emailVerified: true,
        membershipActive: false,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('signs up without a photo, with the e-mailed code sent along instead of a verify call', async ({
    api,
  }) => {
    const input = accountInput();
    const code = await requestCode(api, input.email);
    const res = await submitSignup(api, { ...input, verificationCode: code });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Signup was successful!',
      userId: expect.any(Number),
      imageUrl: null,
    });
    const row = await userRow(api, input.email);
    expect(row).toMatchObject({
      unique_id: res.body.userId,
      image_key: null,
      email_verified: true,
    });
  });

  it('accepts a JPEG photo', async ({ api }) => {
    const input = accountInput();
    await verifyAddress(api, input.email);
    const res = await submitSignup(api, input, ['profileImage', jpeg()]);
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toMatch(/\.jpg$/);
  });

  it('stores names and addresses NFC-normalised and trimmed, and the e-mail lower-cased', async ({
    api,
  }) => {
    const email = freshEmail('MixedCase').replace('@example.com', '@Example.COM');
    // "মোছা. রহিমা" with its o-kar typed as two signs (e-kar + aa-kar), as some keyboards send it.
    const decomposed = '  \u09AE\u09C7\u09BE\u099B\u09BE. \u09B0\u09B9\u09BF\u09AE\u09BE  ';
    const accented = '  Cafe\u0301 Road  ';
    await verifyAddress(api, email);
    const res = await submitSignup(api, {
      ...accountInput({ email }),
      fullName: decomposed,
      permanentAddress: accented,
      currentAddress: ' Dhaka ',
    });
    expect(res.status).toBe(201);
    const row = await userRow(api, email.toLowerCase());
    expect(row!.name).toBe(decomposed.normalize('NFC').trim());
    expect(row!.name).toBe('\u09AE\u09CB\u099B\u09BE. \u09B0\u09B9\u09BF\u09AE\u09BE');
    expect(row!.permanent_address).toBe('Caf\u00E9 Road');
    expect(row!.current_address).toBe('Dhaka');
  });
});

/** Sign-ups refused whole: the answer, and no account stored. */
const REFUSALS: {
  name: string;
  input?: Partial<AccountInput>;
  /** Whether the address is verified before the form is sent (it is unless said). */
  verified?: false;
  photo?: { filename: string; data: Buffer; contentType: string };
  status: number;
  error: Record<string, string>;
}[] = [
  {
    name: 'an address that was never verified (403 email_not_verified)',
    verified: false,
    status: 403,
    error: { code: 'email_not_verified', message: 'Please verify your email address first.' },
  },
  {
    name: 'passwords that differ (400 passwords_mismatch)',
    input: { confirmPassword: 'something else' },
    status: 400,
    error: { code: 'passwords_mismatch', message: 'Passwords do not match' },
  },
  {
    name: 'a text file named .jpg (400 invalid_file)',
    photo: { filename: 'me.jpg', data: NOT_AN_IMAGE, contentType: 'image/jpeg' },
    status: 400,
    error: {
      code: 'invalid_file',
      message: 'Invalid file format. Only .jpg, .jpeg, .png allowed.',
    },
  },
  {
    name: 'a name that is only spaces (400 validation_failed)',
    input: { fullName: '   ' },
    status: 400,
    error: { code: 'validation_failed', field: 'body.fullName' },
  },
];

describe('sign-up refusals', () => {
  it.for(REFUSALS)('refuses $name, storing no account', async (refusal, { api }) => {
    const input = accountInput(refusal.input);
    if (refusal.verified !== false) await verifyAddress(api, input.email);
    const photo: MultipartField[] = refusal.photo ? [['profileImage', refusal.photo]] : [];
    const res = await submitSignup(api, input, ...photo);
    expectError(res, refusal.status, refusal.error);
    expect(await userRow(api, input.email)).toBeUndefined();
  });

  it('refuses a verification older than 30 minutes', async ({ api }) => {
    const input = accountInput();
    await verifyAddress(api, input.email);
    api.clock.advance(31 * 60_000);
    const res = await submitSignup(api, input);
    expectError(res, 403, { code: 'email_not_verified' });
  });

  it('counts a wrong verificationCode as an attempt: 403, then 429 once 5 are used', async ({
    api,
  }) => {
    const input = accountInput();
    const code = await requestCode(api, input.email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 1; i <= 4; i++) {
      const res = await submitSignup(api, { ...input, verificationCode: wrong });
      expectError(res, 403, { code: 'email_not_verified' });
    }
    expect((await verificationOf(api, input.email))?.attempts).toBe(4);
    const fifth = await submitSignup(api, { ...input, verificationCode: wrong });
    expectError(fifth, 429, {
      code: 'too_many_attempts',
      message: 'Too many incorrect codes. Please request a new verification code.',
    });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    // The code is void now, even when typed correctly.
    const right = await submitSignup(api, { ...input, verificationCode: code });
    expect(right.status).toBe(429);
    expect(await userRow(api, input.email)).toBeUndefined();
  });

  it('refuses an expired verificationCode', async ({ api }) => {
    const input = accountInput();
    const code = await requestCode(api, input.email);
    api.clock.advance(10 * 60_000 + 1000);
    const res = await submitSignup(api, { ...input, verificationCode: code });
    expect(res.status).toBe(403);
    expect(await userRow(api, input.email)).toBeUndefined();
  });

  it('answers 409 email_taken when the verified address was taken meanwhile, whatever its case', async ({
    api,
  }) => {
    const input = accountInput();
    await verifyAddress(api, input.email);
    // An admin creates an account for the same person before the sign-up form is sent.
    const admin = await createAdmin(api);
    const created = await api.call('POST', '/Singup/adminAddUser', {
      token: admin.token,
      form: form({ ...input, email: input.email.toUpperCase() }),
    });
    expect(created.status).toBe(201);
    const filesBefore = storedProfileFiles(api);

    const res = await submitSignup(api, input, ['profileImage', png()]);
    expectError(res, 409, { code: 'email_taken', message: 'Email already existed' });
    const rows = await api.db
      .selectFrom('users')
      .select('unique_id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email))
      .execute();
    expect(rows).toEqual([{ unique_id: created.body.uniqueId }]);
    // The photo stored for the refused account was removed again.
    expect(storedProfileFiles(api)).toEqual(filesBefore);
  });

  it('answers 400 validation_failed for a missing field, a short password or a bad mobile', async ({
    api,
  }) => {
    const input = accountInput();
    const withoutName = form({ ...input }).filter(([name]) => name !== 'fullName');
    const missing = await api.call('POST', '/Singup/user', { form: withoutName });
    expectError(missing, 400, { code: 'validation_failed', field: 'body.fullName' });

    const short = await submitSignup(api, {
      ...input,
      password: 'short',
      confirmPassword: 'short',
    });
    expectError(short, 400, { code: 'validation_failed', field: 'body.password' });

    const mobile = await submitSignup(api, { ...input, mobile: 'call me' });
    expectError(mobile, 400, { code: 'validation_failed', field: 'body.mobile' });
  });
});
