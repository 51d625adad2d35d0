import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../test/helpers/app';
import { createMember } from '../../../test/helpers/fixtures';
import { hashCode } from './verification';
import {
  codeIn,
  freshEmail,
  mailsTo,
  requestCode,
  verificationOf,
  waitForMail,
} from './test-support';

const send = (api: TestApi, email: string, headers?: Record<string, string>) =>
  api.call('POST', '/ext/email-verification', { json: { email }, headers });
const verify = (api: TestApi, email: string, code: string) =>
  api.call('POST', '/ext/email-verification/verify', { json: { email, code } });
const wrongFor = (code: string) => (code === '111111' ? '222222' : '111111');

describe('POST /ext/email-verification (sendVerificationCode)', () => {
  it('e-mails a 6-digit code in Bangla and English and stores only a hash of it', async ({
    api,
  }) => {
    const email = freshEmail();
    const before = api.clock.now().getTime();
    const res = await send(api, email);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      message: 'Verification email sent! Please check your inbox.',
      resendAfter: 60,
    });
    const expiresAt = new Date(res.body.expiresAt).getTime();
    expect(expiresAt - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(10 * 60_000 + 5000);

    const mail = await waitForMail(api, email);
    const code = codeIn(mail);
    expect(Number(code)).toBeGreaterThanOrEqual(100000);
    expect(Number(code)).toBeLessThan(1000000);
    // Bangla first (no Accept-Language), English below it.
    expect(mail.subject).toContain('যাচাই');
    expect(mail.text).toContain(`কোড: ${code}`);
    expect(mail.text).toContain(`verification code is: ${code}`);

    const stored = await verificationOf(api, email);
    expect(stored!.code_hash).toBe(hashCode(api.config, email, code));
    expect(stored!.code_hash).not.toContain(code);
    expect(stored).toMatchObject({ attempts: 0, sends_in_window: 1, verified_at: null });
  });

  it('writes the mail in English first for an English client, and lower-cases the address', async ({
    api,
  }) => {
    const email = freshEmail('Upper').toUpperCase();
    const res = await send(api, email, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.status).toBe(202);
    const mail = await waitForMail(api, email);
    expect(mail.to).toBe(email.toLowerCase());
    expect(mail.subject).toBe('Pathagar: your e-mail verification code');
    expect(mail.text.indexOf('verification code is')).toBeLessThan(mail.text.indexOf('কোড'));
    expect(await verificationOf(api, email.toLowerCase())).toBeDefined();
  });

  it('answers 409 email_taken for an address an account uses (any case) and sends nothing', async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail('taken') });
    const res = await send(api, member.email.toUpperCase());
    expectError(res, 409, { code: 'email_taken', message: 'Email already existed' });
    expect(await mailsTo(api, member.email)).toEqual([]);
  });

  it('answers 400 for a malformed address', async ({ api }) => {
    const res = await send(api, 'not an email');
    expectError(res, 400, { code: 'validation_failed', field: 'body.email' });
  });

  it('refuses a new code within 60 seconds (429 with Retry-After), then a new one voids the old', async ({
    api,
  }) => {
    const email = freshEmail();
    const first = await requestCode(api, email);
    api.clock.advance(20_000);
    const tooSoon = await send(api, email);
    expectError(tooSoon, 429, { code: 'rate_limited' });
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(35);
    expect(retryAfter).toBeLessThanOrEqual(40);
    expect(await mailsTo(api, email)).toHaveLength(1);

    api.clock.advance(41_000);
    const second = await requestCode(api, email);
    if (second !== first) {
      const old = await verify(api, email, first);
      expectError(old, 400, { code: 'code_invalid' });
    }
    expect((await verify(api, email, second)).status).toBe(200);
  });

  it('sends at most 5 codes per address per hour', async ({ api }) => {
    const email = freshEmail();
    const start = api.clock.now().getTime();
    for (let i = 0; i < 5; i++) {
      expect((await send(api, email)).status).toBe(202);
      api.clock.advance(61_000);
    }
    const sixth = await send(api, email);
    expectError(sixth, 429, { code: 'rate_limited' });
    const retryAfter = Number(sixth.headers['retry-after']);
    const windowEnds = start + 3_600_000 - api.clock.now().getTime();
    expect(Math.abs(retryAfter * 1000 - windowEnds)).toBeLessThan(5000);
    expect(await mailsTo(api, email)).toHaveLength(5);

    api.clock.advance(retryAfter * 1000 + 1000);
    expect((await send(api, email)).status).toBe(202);
  });
});

describe('POST /ext/email-verification/verify (verifyEmailCode)', () => {
  it('accepts the right code once, marks the address verified for 30 minutes', async ({ api }) => {
    const email = freshEmail();
    const code = await requestCode(api, email);
    const now = api.clock.now().getTime();
    const res = await verify(api, email.toUpperCase(), code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Verification successful!', verified: true });
    const until = new Date(res.body.verifiedUntil).getTime();
    expect(Math.abs(until - (now + 30 * 60_000))).toBeLessThan(5000);
    const stored = await verificationOf(api, email);
    expect(stored!.verified_at).not.toBeNull();
    expect(stored!.code_hash).toBeNull();

    // The code is used up.
    const again = await verify(api, email, code);
    expectError(again, 400, {
      code: 'code_invalid',
      message: 'Verification code is incorrect.',
    });
  });

  it('answers 400 code_invalid for a wrong code and for an address without a code', async ({
    api,
  }) => {
    const email = freshEmail();
    const code = await requestCode(api, email);
    const wrong = await verify(api, email, wrongFor(code));
    expectError(wrong, 400, { code: 'code_invalid' });
    expect((await verificationOf(api, email))!.attempts).toBe(1);

    const none = await verify(api, freshEmail(), '123456');
    expectError(none, 400, { code: 'code_invalid' });
  });

  it('answers 400 code_invalid for an expired code', async ({ api }) => {
    const email = freshEmail();
    const code = await requestCode(api, email);
    api.clock.advance(10 * 60_000 + 1000);
    const res = await verify(api, email, code);
    expectError(res, 400, { code: 'code_invalid' });
    expect((await verificationOf(api, email))!.verified_at).toBeNull();
  });

  it('voids the code at the 5th wrong attempt: 429 then, and for the 6th even if right', async ({
    api,
  }) => {
    const email = freshEmail();
    const code = await requestCode(api, email);
    for (let i = 1; i <= 4; i++) {
      expect((await verify(api, email, wrongFor(code))).status).toBe(400);
    }
    const fifth = await verify(api, email, wrongFor(code));
    expectError(fifth, 429, {
      code: 'too_many_attempts',
      message: 'Too many incorrect codes. Please request a new verification code.',
    });
    const sixth = await verify(api, email, code);
    expect(sixth.status).toBe(429);
    expect((await verificationOf(api, email))!.verified_at).toBeNull();

    // A new code starts afresh.
    api.clock.advance(61_000);
    const fresh = await requestCode(api, email);
    expect((await verify(api, email, fresh)).status).toBe(200);
  });

  it('answers 400 validation_failed for a code that is not 6 digits', async ({ api }) => {
    const res = await verify(api, freshEmail(), '12345');
    expectError(res, 400, { code: 'validation_failed', field: 'body.code' });
  });
});
