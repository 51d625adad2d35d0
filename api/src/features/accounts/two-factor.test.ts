import { Secret, TOTP } from 'otpauth';
import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import { createTestApi, type TestApi, expectError } from '../../../test/helpers/app';
import { createAdmin, type TestAdmin } from '../../../test/helpers/fixtures';

// Every login here comes from one address; a quarter of an hour apart, each test starts unthrottled.
it.beforeEach(({ api }) => api.clock.advance(16 * 60_000));

/** The authenticator app: the real TOTP algorithm over the secret the server handed out. */
const app = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) });
const codeAt = (api: TestApi, secret: string, offsetSteps = 0) =>
  app(secret).generate({ timestamp: api.clock.now().getTime() + offsetSteps * 30_000 });

async function enrol(api: TestApi, admin: TestAdmin) {
  const start = await api.call('POST', '/ext/admin/two-factor', { token: admin.token });
  expect(start.status).toBe(200);
  const { secret, otpauthUri } = start.body;
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Pathagar:.+\?.*secret=/);
  expect(otpauthUri).toContain(`secret=${secret}`);
  const confirm = await api.call('POST', '/ext/admin/two-factor/confirm', {
    token: admin.token,
    json: { code: codeAt(api, secret) },
  });
  expect(confirm.status).toBe(200);
  return { secret, recoveryCodes: confirm.body.recoveryCodes as string[] };
}

const login = (api: TestApi, admin: TestAdmin, extra: Record<string, string> = {}) =>
  api.call('POST', '/SingUpAdmin/login', {
    json: { email: admin.email, password: admin.password, ...extra },
  });

describe('admin two-factor login (issue 21 point 8)', () => {
  it('is set up with a code from the app and answers ten recovery codes once', async ({
    api,
    admin,
  }) => {
    const start = await api.call('POST', '/ext/admin/two-factor', { token: admin.token });
    const wrong = await api.call('POST', '/ext/admin/two-factor/confirm', {
      token: admin.token,
      json: { code: codeAt(api, start.body.secret, 10) },
    });
    expectError(wrong, 400, { code: 'two_factor_invalid', field: 'body.code' });
    // Not in force until confirmed: the password alone still logs in.
    expect((await login(api, admin)).status).toBe(200);

    const { recoveryCodes } = await enrol(api, admin);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await api.call('GET', '/ext/admin/two-factor', { token: admin.token });
    expect(status.body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const again = await api.call('POST', '/ext/admin/two-factor', { token: admin.token });
    expectError(again, 409, { code: 'two_factor_active' });
  });

  it('then needs the current code at login, each code once', async ({ api, admin }) => {
    const { secret } = await enrol(api, admin);
    const without = await login(api, admin);
    expectError(without, 401, { code: 'two_factor_required' });
    const wrong = await login(api, admin, { totpCode: codeAt(api, secret, 20) });
    expectError(wrong, 401, { code: 'two_factor_invalid' });

    // The code of the set-up is spent; the next step's code (the app shows it 30 s later) works.
    const next = codeAt(api, secret, 1);
    const ok = await login(api, admin, { totpCode: next });
    expect(ok.status).toBe(200);
    expect(ok.body.role).toBe('admin');
    const replay = await login(api, admin, { totpCode: next });
    expectError(replay, 401, { code: 'two_factor_invalid' });
  });

  it('takes each recovery code once instead of a code', async ({ api, admin }) => {
    const { recoveryCodes } = await enrol(api, admin);
    const [first, second] = recoveryCodes;
    expect((await login(api, admin, { recoveryCode: first! })).status).toBe(200);
    const reused = await login(api, admin, { recoveryCode: first! });
    expectError(reused, 401, { code: 'two_factor_invalid' });
    expect((await login(api, admin, { recoveryCode: second! })).status).toBe(200);
    const status = await api.call('GET', '/ext/admin/two-factor', { token: admin.token });
    expect(status.body.recoveryCodesLeft).toBe(8);
  });

  it('throttles wrong codes like wrong passwords', async ({ api, admin }) => {
    const { secret } = await enrol(api, admin);
    for (let i = 0; i < 5; i++) {
      const res = await login(api, admin, { totpCode: codeAt(api, secret, 40 + i) });
      expect(res.body.code).toBe('two_factor_invalid');
    }
    const limited = await login(api, admin, { totpCode: codeAt(api, secret, 1) });
    expect(limited.status).toBe(429);
  });

  it('when required, lets an admin without it do nothing but set it up', async () => {
    const strict = await createTestApi({ ADMIN_TWO_FACTOR: 'required' });
    try {
      const admin = await createAdmin(strict);
      const users = () => strict.call('GET', '/Singup/Alluserprofile', { token: admin.token });
      const refused = await users();
      expectError(refused, 403, {
        code: 'two_factor_enrolment_required',
        message: 'Set up two-factor login first.',
      });
      const status = await strict.call('GET', '/ext/admin/two-factor', { token: admin.token });
      expect(status.body).toMatchObject({ enabled: false, required: true });
      await enrol(strict, admin);
      expect((await users()).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
