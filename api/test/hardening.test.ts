import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { describe, expect } from 'vitest';
import { it } from './helpers/api-test';
import { type TestApi, expectError } from './helpers/app';

/**
 * Issue 21, findings 3, 4 and 6 (an outside probe of the API). Each test here failed on the main
 * of before the fix: unlimited tokens were accepted, authenticated answers and the login's token
 * could be cached, a 431 was not an ErrorBody, an empty path parameter got the generic 404, JSON
 * numbers and booleans were stored as text, and `0x…`, `….0` and ` …` passed as ids.
 */

/** A token signed with the server's own secret, with the claims given (none added). */
async function forge(api: TestApi, claims: Record<string, unknown>, sub: number) {
  return new SignJWT({ role: 'member', ver: 0, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(sub))
    .setIssuer('pathagar')
    .sign(api.config.jwtSecret);
}

describe('tokens (finding 3)', () => {
  it('refuses a correctly signed token without exp, without iat, or living too long', async ({
    api,
    member,
  }) => {
    const now = Math.floor(api.clock.now().getTime() / 1000);
    const tokens = [
      await forge(api, { iat: now }, member.userId),
      await forge(api, { exp: now + 3600 }, member.userId),
      await forge(api, { iat: now, exp: now + 10 * 365 * 86_400 }, member.userId),
      // Issued in the future, so that its lifetime would start later.
      await forge(api, { iat: now + 86_400, exp: now + 2 * 86_400 }, member.userId),
    ];
    for (const token of tokens) {
      const res = await api.call('GET', `/Singup/getUser/${member.userId}`, { token });
      expectError(res, 401, { code: 'unauthorized', message: 'Invalid token.' });
    }
    const fine = await forge(api, { iat: now, exp: now + 3600 }, member.userId);
    const res = await api.call('GET', `/Singup/getUser/${member.userId}`, { token: fine });
    expect(res.status).toBe(200);
  });

  it('caps an admin token at 8 hours', async ({ api, admin }) => {
    const now = Math.floor(api.clock.now().getTime() / 1000);
    const claims = { role: 'admin', iat: now, exp: now + 9 * 3600 };
    const token = await forge(api, claims, admin.adminId);
    const res = await api.call('GET', '/Singup/Alluserprofile', { token });
    expect(res.status).toBe(401);
  });
});

describe('Cache-Control (finding 4)', () => {
  it('marks the login answer, which carries the token, no-store', async ({ api, member }) => {
    const res = await api.call('POST', '/Singup/login', {
      json: { email: member.email, password: member.password },
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks every answer to a request with a token no-store, errors included', async ({
    api,
    member,
    admin,
  }) => {
    const own = await api.call('GET', `/Singup/getUser/${member.userId}`, { token: member.token });
    expect(own.headers['cache-control']).toBe('no-store');
    const users = await api.call('GET', '/Singup/Alluserprofile', { token: admin.token });
    expect(users.headers['cache-control']).toBe('no-store');
    const refused = await api.call('GET', '/Singup/Alluserprofile', { token: member.token });
    expect(refused.status).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    // A public read with a token may hold something personal too (admins see more).
    const books = await api.call('GET', '/Singup/Allbooks', { token: member.token });
    expect(books.headers['cache-control']).toBe('no-store');
  });

  it('leaves anonymous public reads cacheable', async ({ api }) => {
    const res = await api.call('GET', '/Singup/Allbooks');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

/** A raw HTTP/1.1 exchange with the app listening on a free port (inject has no HTTP parser). */
async function rawGet(api: TestApi, path: string, headers: Record<string, string> = {}) {
  if (!api.app.server.listening) await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body,
        })
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('contract gaps (finding 6)', () => {
  it('answers headers over 16 KB with a 431 ErrorBody', async ({ api }) => {
    const res = await rawGet(api, '/Singup/Allbooks', { 'x-padding': 'a'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({
      code: 'headers_too_large',
      message: 'The request headers are too large.',
      error: 'The request headers are too large.',
    });
  });

  it("answers an empty path parameter as the operation's 400, after its access check", async ({
    api,
    admin,
  }) => {
    for (const url of ['/Singup/getUser/', '/Singup/getUser']) {
      const res = await api.call('GET', url, { token: admin.token });
      expectError(res, 400, {
        code: 'validation_failed',
        field: 'path.userId',
        message: 'path.userId must not be empty.',
      });
    }
    const anonymous = await api.call('GET', '/Singup/getUser/');
    expect(anonymous.status).toBe(401);
    // A path that is no operation at all is still the generic 404.
    const unknown = await api.call('GET', '/Singup/nothingHere/');
    expect(unknown.status).toBe(404);
  });

  it('refuses numbers and booleans sent for text fields in JSON', async ({ api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/addFaqs', {
      token: admin.token,
      json: { question: 12345, answer: true },
    });
    expectError(res, 400, { code: 'validation_failed', field: 'body.question' });
    const count = await api.db
      .selectFrom('faqs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('question', '=', '12345')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('takes ids as plain decimal text only', async ({ api, admin, member }) => {
    const id = member.userId;
    for (const spelling of [`0x${id.toString(16)}`, `${id}.0`, ` ${id}`, `${id} `, `+${id}`]) {
      const res = await api.call('GET', '/Singup/viewProfile', {
        token: admin.token,
        query: { id: spelling },
      });
      expect(res.status, spelling).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', field: 'query.id' });
    }
    // The legacy clients' ids as strings still work, in the query and in JSON.
    const ok = await api.call('GET', '/Singup/viewProfile', {
      token: admin.token,
      query: { id: String(id) },
    });
    expect(ok.status).toBe(200);
  });
});
