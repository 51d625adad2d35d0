import { describe, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { operationsOf } from '../src/contract/operations';
import { itOnEmptyTables as it } from './helpers/api-test';
import type { TestApi } from './helpers/app';
import { contractDocument } from './helpers/contract';
import { createMember } from './helpers/fixtures';

/**
 * Two apps over one database stand for two API processes behind a load balancer: each has its
 * own memory, so only what they keep in the database is shared.
 */
async function twoProcesses(api: TestApi, limit: { max: number; windowSeconds: number }) {
  const doc = structuredClone(await contractDocument());
  doc.paths['/SingUpAdmin/allFaqs']!.get!['x-rate-limit'] = limit;
  const operations = operationsOf(doc);
  const build = () =>
    buildApp({
      config: { ...api.config, rateLimits: true },
      db: api.db,
      clock: api.clock,
      logger: false,
      operations,
    });
  return Promise.all([build(), build()]);
}

const get = async (app: FastifyInstance, url: string, ip = '203.0.113.7') =>
  (await app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode;

describe('rate limits across API processes', () => {
  it('counts one address across both processes, per operation and per address', async ({ api }) => {
    const [a, b] = await twoProcesses(api, { max: 3, windowSeconds: 60 });
    try {
      const statuses = [];
      for (const app of [a, b, a, b]) statuses.push(await get(app, '/SingUpAdmin/allFaqs'));
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another address and an operation without a limit are not affected.
      expect(await get(a, '/SingUpAdmin/allFaqs', '198.51.100.1')).toBe(200);
      expect(await get(b, '/Singup/Allbooks')).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('starts a new window once the old one has passed', async ({ api }) => {
    const [a, b] = await twoProcesses(api, { max: 1, windowSeconds: 60 });
    try {
      expect(await get(a, '/SingUpAdmin/allFaqs')).toBe(200);
      const refused = await b.inject({
        method: 'GET',
        url: '/SingUpAdmin/allFaqs',
        remoteAddress: '203.0.113.7',
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      api.clock.advance(61_000);
      expect(await get(b, '/SingUpAdmin/allFaqs')).toBe(200);
      expect(await get(a, '/SingUpAdmin/allFaqs')).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('login throttles and password-reset limits across API processes', () => {
  it('slows guesses at one account from one address whichever process answers', async ({ api }) => {
    const member = await createMember(api);
    const [a, b] = await twoProcesses(api, { max: 1000, windowSeconds: 60 });
    const login = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/Singup/login',
        payload: { email: member.email, password },
        remoteAddress: '203.0.113.9',
      });
    try {
      for (const [i, app] of [a, b, a, b, a].entries())
        expect((await login(app, `guess ${i}`)).statusCode).toBe(401);
      const refused = await login(b, member.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'too_many_attempts' });
      api.clock.advance(Number(refused.headers['retry-after']) * 1000 + 1000);
      expect((await login(a, member.password)).statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('counts password-reset requests for one address across processes', async ({ api }) => {
    const [a, b] = await twoProcesses(api, { max: 1000, windowSeconds: 60 });
    const forgot = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/Singup/forgetpassword',
        payload: { email: 'someone@example.com' },
      });
    try {
      for (const app of [a, b, a, b, a]) expect((await forgot(app)).statusCode).toBe(200);
      const sixth = await forgot(b);
      expect(sixth.statusCode).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
