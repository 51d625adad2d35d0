import { createHash } from 'node:crypto';
import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../test/helpers/app';
import { createMember, type TestMember } from '../../../test/helpers/fixtures';
import { freshEmail, loginMember, mailsTo, waitForMail } from './test-support';
it.beforeEach(({ api }) => api.clock.advance(61_000));

const forgot = (api: TestApi, email: string, headers?: Record<string, string>) =>
  api.call('POST', '/Singup/forgetpassword', { json: { email }, headers });
const reset = (api: TestApi, email: string, token: string, password: string) =>
  api.call('POST', '/Singup/reset-password', { json: { email, token, password } });

/** Asks for a reset link and returns the e-mail and token the site's route receives. */
async function mailedLink(api: TestApi, member: TestMember) {
  const before = (await mailsTo(api, member.email)).length;
  const res = await forgot(api, member.email);
  expect(res.status).toBe(200);
  const mail = await waitForMail(api, member.email, before);
  const match = /http:\/\/site\.test\/reset-password\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match).not.toBeNull();
  return { email: decodeURIComponent(match![1]!), token: match![2]!, mail };
}

const tokenRows = (api: TestApi, userId: number) =>
  api.db.selectFrom('password_resets').selectAll().where('user_id', '=', userId).execute();

describe('POST /Singup/forgetpassword (requestPasswordReset)', () => {
  it('mails a single-use link to the site and stores only the hash of its token', async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail() });
    const { email, token, mail } = await mailedLink(api, member);
    expect(email).toBe(member.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.subject).toContain('পাসওয়ার্ড');
    expect(mail.text).toContain('reset the password');

    const rows = await tokenRows(api, member.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.token_hash).not.toContain(token);
    const ttl = rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime();
    expect(ttl).toBe(3_600_000);
  });

  it('answers the same 200 for an address no account uses, and mails nothing', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const nobody = freshEmail('nobody');
    const known = await forgot(api, member.email);
    const unknown = await forgot(api, nobody);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual({ message: 'Password reset link has been sent to your email.' });
    await waitForMail(api, member.email);
    expect(await mailsTo(api, nobody)).toEqual([]);
  });

  it('voids the previous link when asked again', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const first = await mailedLink(api, member);
    const second = await mailedLink(api, member);
    expect(second.token).not.toBe(first.token);
    expect(await tokenRows(api, member.userId)).toHaveLength(1);
    const old = await reset(api, member.email, first.token, 'brand new password');
    expectError(old, 400, { code: 'invalid_token' });
    expect((await reset(api, member.email, second.token, 'brand new password')).status).toBe(200);
  });

  it('takes at most 5 requests per address per hour, known or not (429 with Retry-After)', async ({
    api,
  }) => {
    for (const email of [freshEmail('nobody'), (await createMember(api)).email]) {
      for (let i = 0; i < 5; i++) expect((await forgot(api, email)).status).toBe(200);
      const sixth = await forgot(api, email.toUpperCase());
      expectError(sixth, 429, { code: 'rate_limited' });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    }
  });

  it('answers 400 for a malformed address', async ({ api }) => {
    const res = await forgot(api, 'nope');
    expectError(res, 400, { code: 'validation_failed', field: 'body.email' });
  });
});

describe('POST /Singup/reset-password (resetPassword)', () => {
  it('forgot → reset with the mailed token → old sessions, old password and the token are done', async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail() });
    const session = await loginMember(api, member.email, member.password);
    expect(session.status).toBe(200);
    const { email, token } = await mailedLink(api, member);

    const res = await reset(api, email, token, 'a brand new secret');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password reset successful.' });

    const row = await api.db
      .selectFrom('users')
      .select(['password_hash', 'token_version'])
      .where('unique_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row.token_version).toBe(1);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    // Tokens issued before the reset are refused.
    for (const token of [member.token, session.body.access_token]) {
      const old = await api.call('GET', `/Singup/getUser/${member.userId}`, { token });
      expectError(old, 401, { code: 'unauthorized', message: 'Invalid token.' });
    }
    // The token is used up.
    const reuse = await reset(api, email, token, 'yet another secret');
    expectError(reuse, 400, {
      code: 'invalid_token',
      message: 'Invalid token or email mismatch.',
    });
    // The old password no longer works; the new one does, and its session is accepted.
    expect((await loginMember(api, member.email, member.password)).status).toBe(401);
    const fresh = await loginMember(api, member.email, 'a brand new secret');
    expect(fresh.status).toBe(200);
    const profile = await api.call('GET', `/Singup/getUser/${member.userId}`, {
      token: fresh.body.access_token,
    });
    expect(profile.status).toBe(200);
  });

  it('refuses an expired token', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const { token } = await mailedLink(api, member);
    api.clock.advance(60 * 60_000 + 1000);
    const res = await reset(api, member.email, token, 'a brand new secret');
    expectError(res, 400, { code: 'invalid_token' });
    expect((await loginMember(api, member.email, member.password)).status).toBe(200);
  });

  it("refuses another account's address, an unknown address and a made-up token alike", async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail() });
    const other = await createMember(api, { email: freshEmail() });
    const { token } = await mailedLink(api, member);
    for (const res of [
      await reset(api, other.email, token, 'a brand new secret'),
      await reset(api, freshEmail('nobody'), token, 'a brand new secret'),
      await reset(api, member.email, 'x'.repeat(43), 'a brand new secret'),
    ]) {
      expectError(res, 400, {
        code: 'invalid_token',
        message: 'Invalid token or email mismatch.',
      });
    }
    // The right address in another case still works.
    expect((await reset(api, member.email.toUpperCase(), token, 'a brand new secret')).status).toBe(
      200
    );
  });

  it('answers 400 validation_failed for a short password and keeps the token', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const { token } = await mailedLink(api, member);
    const res = await reset(api, member.email, token, 'short');
    expectError(res, 400, { code: 'validation_failed', field: 'body.password' });
    expect((await tokenRows(api, member.userId))[0]!.used_at).toBeNull();
  });
});
