import bcrypt from 'bcryptjs';
import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import { verifyToken } from '../../auth/tokens';
import { createTestApi, type TestApi, expectError } from '../../../test/helpers/app';
import { assertMatchesContract } from '../../../test/helpers/contract';
import { createAdmin, createMember } from '../../../test/helpers/fixtures';
import { freshEmail, loginMember } from './test-support';
// Every request here comes from one client address; a minute apart, each test starts unthrottled.
it.beforeEach(({ api }) => api.clock.advance(61_000));

const loginAdmin = (api: TestApi, email: string, password: string) =>
  api.call('POST', '/SingUpAdmin/login', { json: { email, password } });

/** A member login from another client address (api.call always comes from 127.0.0.1). */
async function loginFrom(api: TestApi, ip: string, email: string, password: string) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/Singup/login',
    remoteAddress: ip,
    payload: { email, password },
  });
  await assertMatchesContract('POST', '/Singup/login', res.statusCode, res.json());
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

describe('POST /Singup/login (loginMember)', () => {
  it('returns a member token with its expiry and uniqueId, for the address in any case', async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail() });
    const now = api.clock.now().getTime();
    const res = await loginMember(api, `  ${member.email.toUpperCase()} `, member.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Login successful!',
      role: 'member',
      uniqueId: member.userId,
    });
    const expiresAt = new Date(res.body.expiresAt).getTime();
    expect(Math.abs(expiresAt - (now + api.config.tokenTtlSeconds * 1000))).toBeLessThan(5000);
    const verified = await verifyToken(
      res.body.access_token,
      api.config.jwtSecret,
      api.clock.now()
    );
    expect(verified).toEqual({
      ok: true,
      claims: { role: 'member', id: member.userId, version: 0 },
    });
    const profile = await api.call('GET', `/Singup/getUser/${member.userId}`, {
      token: res.body.access_token,
    });
    expect(profile.status).toBe(200);
  });

  it('answers one 401 for a wrong password and for an unknown address', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const wrong = await loginMember(api, member.email, 'not the password');
    const unknown = await loginMember(api, freshEmail('nobody'), member.password);
    for (const res of [wrong, unknown]) {
      expectError(res, 401, {
        code: 'wrong_credentials',
        message: 'Wrong Username and password',
      });
    }
  });

  it('answers 400 for a missing password', async ({ api }) => {
    const res = await api.call('POST', '/Singup/login', { json: { email: 'a@example.com' } });
    expectError(res, 400, { code: 'validation_failed', field: 'body.password' });
  });

  it('accepts a legacy bcrypt hash and replaces it with argon2id on that login', async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail('legacy') });
    const legacy = await bcrypt.hash('legacy password', 10);
    await api.db
      .updateTable('users')
      .set({ password_hash: legacy })
      .where('unique_id', '=', member.userId)
      .execute();

    expect((await loginMember(api, member.email, 'wrong guess')).status).toBe(401);
    const unchanged = await api.db
      .selectFrom('users')
      .select('password_hash')
      .where('unique_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(unchanged.password_hash).toBe(legacy);

    const res = await loginMember(api, member.email, 'legacy password');
    expect(res.status).toBe(200);
    const row = await api.db
      .selectFrom('users')
      .select(['password_hash', 'token_version'])
      .where('unique_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Re-hashing is not a password change: sessions stay valid.
    expect(row.token_version).toBe(0);
    expect((await loginMember(api, member.email, 'legacy password')).status).toBe(200);
  });

  // Issue 21, finding 5: on the main of before, five guesses from elsewhere locked the member out
  // for a minute, and five failures of anyone behind one address blocked everyone there.
  it('does not let guesses from another address lock the member out', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    for (let i = 0; i < 8; i++) {
      const guess = await loginFrom(api, '10.0.1.1', member.email, `guess ${i}`);
      expect(guess.status).toBe(i < 5 ? 401 : 429);
    }
    expect((await loginMember(api, member.email, member.password)).status).toBe(200);
  });

  it('does not let failures of others behind the same address slow a member down', async ({
    api,
  }) => {
    for (let i = 0; i < 6; i++) {
      expect((await loginMember(api, freshEmail('neighbour'), 'typo')).status).toBe(401);
    }
    const member = await createMember(api, { email: freshEmail() });
    expect((await loginMember(api, member.email, member.password)).status).toBe(200);
  });

  it('delays an account and address pair after 5 failures, longer after each further one', async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail() });
    for (let i = 0; i < 5; i++)
      expect((await loginMember(api, member.email, `guess ${i}`)).status).toBe(401);
    const first = await loginMember(api, member.email, member.password);
    expectError(first, 429, { code: 'too_many_attempts' });
    const firstWait = Number(first.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(30);

    // Retry-After can be trusted (the refused try did not count); the next failure doubles it.
    api.clock.advance(firstWait * 1000 + 1000);
    expect((await loginMember(api, member.email, 'guess 6')).status).toBe(401);
    const second = await loginMember(api, member.email, member.password);
    expect(second.status).toBe(429);
    const secondWait = Number(second.headers['retry-after']);
    expect(secondWait).toBeGreaterThan(30);
    expect(secondWait).toBeLessThanOrEqual(60);

    api.clock.advance(secondWait * 1000 + 1000);
    expect((await loginMember(api, member.email, member.password)).status).toBe(200);
    // A success starts the pair afresh: five free tries again.
    for (let i = 0; i < 5; i++)
      expect((await loginMember(api, member.email, `again ${i}`)).status).toBe(401);
  });

  it('does not count a successful login, and a success clears the pair', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    for (let i = 0; i < 4; i++)
      expect((await loginMember(api, member.email, 'x')).status).toBe(401);
    expect((await loginMember(api, member.email, member.password)).status).toBe(200);
    // Without the clearing, these would make 8 failures for the pair.
    for (let i = 0; i < 4; i++)
      expect((await loginMember(api, member.email, 'x')).status).toBe(401);
    expect((await loginMember(api, member.email, member.password)).status).toBe(200);
  });

  it('keeps the counters of separate apps apart', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    for (let i = 0; i < 5; i++)
      expect((await loginMember(api, member.email, 'x')).status).toBe(401);
    expect((await loginMember(api, member.email, member.password)).status).toBe(429);
    const other = await createTestApi();
    try {
      const again = await createMember(other, { email: member.email });
      const res = await other.call('POST', '/Singup/login', {
        json: { email: again.email, password: again.password },
      });
      expect(res.status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('POST /SingUpAdmin/login (loginAdmin)', () => {
  it('returns an admin token valid for 8 hours', async ({ api }) => {
    const admin = await createAdmin(api, { email: freshEmail('admin') });
    const now = api.clock.now().getTime();
    const res = await loginAdmin(api, admin.email.toUpperCase(), admin.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Login successful!', role: 'admin' });
    expect(res.body.uniqueId).toBeUndefined();
    const expiresAt = new Date(res.body.expiresAt).getTime();
    expect(Math.abs(expiresAt - (now + 8 * 3_600_000))).toBeLessThan(5000);
    const users = await api.call('GET', '/Singup/Alluserprofile', {
      token: res.body.access_token,
    });
    expect(users.status).toBe(200);
  });

  it("refuses a member's credentials and a wrong password with one 401", async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const admin = await createAdmin(api, { email: freshEmail('admin') });
    for (const res of [
      await loginAdmin(api, member.email, member.password),
      await loginAdmin(api, admin.email, 'wrong password'),
    ]) {
      expectError(res, 401, {
        code: 'wrong_credentials',
        message: 'Wrong username or password.',
      });
    }
  });

  it('re-hashes a legacy bcrypt admin hash', async ({ api }) => {
    const admin = await createAdmin(api, { email: freshEmail('admin') });
    await api.db
      .updateTable('admins')
      .set({ password_hash: await bcrypt.hash('old admin pass', 10) })
      .where('id', '=', admin.adminId)
      .execute();
    expect((await loginAdmin(api, admin.email, 'old admin pass')).status).toBe(200);
    const row = await api.db
      .selectFrom('admins')
      .select('password_hash')
      .where('id', '=', admin.adminId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('delays an admin account from one address after 5 failures', async ({ api }) => {
    const admin = await createAdmin(api, { email: freshEmail('admin') });
    for (let i = 0; i < 5; i++)
      expect((await loginAdmin(api, admin.email, 'guess')).status).toBe(401);
    const res = await loginAdmin(api, admin.email, admin.password);
    expectError(res, 429, { code: 'too_many_attempts' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
