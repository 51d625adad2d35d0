import { afterAll, describe, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { operationsOf, type OperationSpec } from '../src/contract/operations';
import type { HandlerTable } from '../src/contract/types';
import { handlers as allHandlers } from '../src/features/index';
import { it } from './helpers/api-test';
import { contractDocument, assertMatchesContract } from './helpers/contract';
import { createTestApi, type TestApi, expectError } from './helpers/app';
import { NOT_AN_IMAGE, png, type TestAdmin } from './helpers/fixtures';

/**
 * What every route gets from the platform, whatever its handler does: validation from the
 * contract's schemas with a message naming the field, JSON errors for bad input and unknown
 * routes, CORS for the configured origins only, security headers, upload limits and checks.
 */
describe('request validation from openapi/', () => {
  it('names a missing required field', async ({ api }) => {
    const res = await api.call('POST', '/Singup/login', { json: { email: 'a@b.co' } });
    expectError(res, 400, {
      code: 'validation_failed',
      field: 'body.password',
      message: 'body.password is required.',
    });
  });

  it('names a field of the wrong type', async ({ api }) => {
    const res = await api.call('GET', '/Singup/SpecificBook', { query: { id: 'abc' } });
    expectError(res, 400, {
      field: 'query.id',
      message: 'query.id must be a whole number.',
    });
  });

  it('refuses a number outside the id range', async ({ api }) => {
    const res = await api.call('GET', '/Singup/SpecificBook', { query: { id: 12 } });
    expectError(res, 400, { field: 'query.id', message: 'query.id must be >= 100000.' });
  });

  it('refuses an unknown enum value and lists the allowed ones when there are few', async ({
    api,
    admin,
  }) => {
    const res = await api.call('POST', '/SingUpAdmin/rank-settings', {
      token: admin.token,
      json: { hideRankList: false, filterValue: 1, filterUnit: 'centuries' },
    });
    expectError(res, 400, {
      field: 'body.filterUnit',
      message: 'body.filterUnit must be one of: days, weeks, months, years.',
    });
  });

  it('refuses properties the schema does not allow', async ({ api }) => {
    const res = await api.call('POST', '/Singup/login', {
      json: { email: 'a@b.co', password: 'x', role: 'admin' },
    });
    expectError(res, 400, { field: 'body.role', message: 'body.role is not allowed.' });
  });

  it("names the missing field of the branch the client chose in a oneOf (the payment method's)", async ({
    api,
  }) => {
    const res = await api.call('POST', '/Singup/donate', {
      json: {
        name: 'দাতা',
        email: 'donor@example.com',
        donationAmount: 500,
        paymentMethod: 'bankTransfer',
        transactionId: 'TX1',
      },
    });
    expectError(res, 400, {
      field: 'body.bankAccountNumber',
      message: 'body.bankAccountNumber is required.',
    });
  });

  it('accepts ids sent as strings, as legacy clients do', async ({ api }) => {
    const res = await api.call('GET', '/Singup/SpecificBook', { query: { id: '123456' } });
    expect(res.status).toBe(404);
  });

  it('answers 415 when a JSON operation gets a multipart body, and the reverse', async ({
    api,
    admin,
  }) => {
    const json = await api.call('POST', '/Singup/login', { form: [['email', 'a@b.co']] });
    expect(json.status).toBe(415);
    const multipart = await api.call('POST', '/SingUpAdmin/addnotice', {
      token: admin.token,
      json: { noticeTitle: 'x' },
    });
    expectError(multipart, 415, { code: 'unsupported_media_type' });
  });

  it('answers 413 for a JSON body over 1 MB', async ({ api }) => {
    const res = await api.call('POST', '/Singup/login', {
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 413, {
      code: 'payload_too_large',
      message: 'Request body too large.',
    });
  });
});

describe('uploads', () => {
  const notice = (
    api: TestApi,
    admin: TestAdmin,
    file: { filename: string; data: Buffer; contentType?: string }
  ) =>
    api.call('POST', '/SingUpAdmin/addnotice', {
      token: admin.token,
      form: [
        ['noticeTitle', 'শিরোনাম'],
        ['noticeTitleEnglish', 'Title'],
        ['description', 'বিবরণ'],
        ['descriptionEnglish', 'Description'],
        ['category', 'general'],
        ['file', file],
      ],
    });

  it('decides the type by content: a text file named .jpg is refused', async ({ api, admin }) => {
    const res = await notice(api, admin, {
      filename: 'photo.jpg',
      data: NOT_AN_IMAGE,
      contentType: 'image/jpeg',
    });
    expectError(res, 400, {
      code: 'invalid_file',
      message: 'Invalid file format. Only .jpg, .jpeg, .png allowed.',
    });
  });

  it('refuses an image whose name says it is something else', async ({ api, admin }) => {
    const res = await notice(api, admin, { ...png(), filename: 'photo.gif' });
    expectError(res, 400, { code: 'invalid_file' });
  });

  it('answers 413 for a file over 5 MB', async ({ api, admin }) => {
    const big = Buffer.concat([png().data, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await notice(api, admin, { filename: 'big.png', data: big });
    expectError(res, 413, {
      code: 'payload_too_large',
      message: 'File too large. The limit is 5 MB.',
    });
  });

  it('refuses a file in a field the operation does not have', async ({ api, member }) => {
    const res = await api.call('PUT', `/Singup/update/${member.userId}`, {
      token: member.token,
      form: [['somethingElse', png()]],
    });
    expectError(res, 400, { field: 'body.somethingElse' });
  });

  it('counts a lone file as a change: a photo-only profile update is accepted, an empty one is not', async ({
    api,
    member,
  }) => {
    const photo = await api.call('PUT', `/Singup/update/${member.userId}`, {
      token: member.token,
      form: [['profileImage', png()]],
    });
    expect(photo.status).toBe(200);
    const empty = await api.call('PUT', `/Singup/update/${member.userId}`, {
      token: member.token,
      form: [],
    });
    expectError(empty, 400, { message: 'body must contain at least one field or file.' });
  });

  it('serves only keys of the storage layout (no path traversal)', async ({ api }) => {
    for (const url of [
      '/uploads/../jwt-secret',
      '/uploads/..%2f..%2fjwt-secret',
      '/uploads/covers/x.png',
    ]) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('HTTP behaviour', () => {
  it('answers an unknown route with a JSON 404', async ({ api }) => {
    const res = await api.app.inject({ method: 'GET', url: '/Singup/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'not_found',
      message: 'Route not found.',
      error: 'Route not found.',
    });
  });

  it('allows CORS from the site and the console only', async ({ api }) => {
    for (const origin of ['http://site.test', 'http://console.test']) {
      const res = await api.app.inject({
        method: 'OPTIONS',
        url: '/Singup/Allbooks',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
    const foreign = await api.app.inject({
      method: 'OPTIONS',
      url: '/Singup/Allbooks',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and lets other origins embed uploaded images', async ({ api }) => {
    const res = await api.app.inject({ method: 'GET', url: '/Singup/nothing-here' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('errors, mapped by code', () => {
  const invalidJson = { code: 'invalid_json', field: 'body' };
  it.for([
    ['malformed JSON', 'application/json', '{"email": "a@b.co", ', {}, 400, invalidJson],
    ['an empty JSON body', 'application/json', '', {}, 400, invalidJson],
    ['an XML body', 'application/xml', '<login/>', {}, 415, { code: 'unsupported_media_type' }],
    [
      'a body shorter than its Content-Length',
      'application/json',
      '{"email": "a@b.co", "password": "x"}',
      { 'content-length': '500' },
      400,
      { code: 'validation_failed', field: 'body' },
    ],
  ] as const)(
    'answers %s with its ErrorBody',
    async ([, type, payload, headers, status, body], { api }) => {
      const res = await api.call('POST', '/Singup/login', {
        payload,
        headers: { 'content-type': type, ...headers },
      });
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject(body);
    }
  );

  it('answers a malformed path with 400 naming the path, before any route is chosen', async ({
    api,
    admin,
  }) => {
    const res = await api.call('GET', `/Singup/getUser/%E0%A4%A`, { token: admin.token });
    expect(res.status).toBe(400);
    const message = 'path is not a valid URL component.';
    expect(res.body).toMatchObject({ code: 'validation_failed', message, field: 'path' });
  });

  it('answers an overlong path value with 400, not a bare 414', async ({ api, admin }) => {
    const res = await api.call('GET', `/Singup/getUser/${'1'.repeat(201)}`, {
      token: admin.token,
    });
    expectError(res, 400, { code: 'validation_failed', field: 'path' });
  });

  it('answers any other error with a generic 500, whatever status it claims', async ({ api }) => {
    const failing = await appWith(api, {
      handlers: {
        ...allHandlers,
        listAllBooks: async () => {
          throw Object.assign(new Error('SELECT failed: relation "books" …'), { statusCode: 418 });
        },
      },
    });
    const res = await failing.inject({ method: 'GET', url: '/Singup/Allbooks' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'internal',
      message: 'Something went wrong. Please try again later.',
      error: 'Something went wrong. Please try again later.',
    });
  });
});

describe('rate limits, from x-rate-limit in openapi/', () => {
  it('answers 429 with Retry-After once an address exceeds the limit its operation declares', async () => {
    const doc = await contractDocument();
    const { max } = doc.paths['/Singup/forgetpassword']!.post!['x-rate-limit']!;
    const limited = await createTestApi({ RATE_LIMITS: 'on' });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i <= max; i++) {
        last = await limited.call('POST', '/Singup/forgetpassword', {
          json: { email: `x${i}@example.com` },
        });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
      expectError(last!, 429, { code: 'rate_limited' });
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('limits any operation that declares x-rate-limit, and only those', async ({ api }) => {
    const doc = structuredClone(await contractDocument());
    doc.paths['/Singup/Allbooks']!.get!['x-rate-limit'] = { max: 2, windowSeconds: 60 };
    const app = await appWith(api, { operations: operationsOf(doc), rateLimits: true });
    const statuses = async (url: string) => {
      const out: number[] = [];
      for (let i = 0; i < 3; i++) out.push((await app.inject({ method: 'GET', url })).statusCode);
      return out;
    };
    expect(await statuses('/Singup/Allbooks')).toEqual([200, 200, 429]);
    expect(await statuses('/SingUpAdmin/allFaqs')).toEqual([200, 200, 200]);
  });
});

describe('responses carry only what the contract declares', () => {
  /** GET /Singup/getUser/{own id} on an app whose handler adds `extra` to its real answer. */
  async function ownProfileWith(
    api: TestApi,
    member: { userId: number; token: string },
    extra: Record<string, unknown>
  ) {
    const app = await appWith(api, {
      handlers: {
        ...allHandlers,
        getUserById: async (ctx) =>
          ({ ...(await allHandlers.getUserById(ctx)), ...extra }) as never,
      },
    });
    const url = `/Singup/getUser/${member.userId}`;
    const headers = { authorization: `Bearer ${member.token}` };
    return { url, res: await app.inject({ method: 'GET', url, headers }) };
  }

  it('never sends a field the schema does not declare, such as a password hash', async ({
    api,
    member,
  }) => {
    const { url, res } = await ownProfileWith(api, member, {
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      token_version: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('argon2id');
    expect(res.json()).not.toHaveProperty('token_version');
    expect(res.json()).toMatchObject({ email: member.email });
    await assertMatchesContract('GET', url, 200, res.json());
  });

  it('checks what the handler returned, before the serializer could coerce it', async ({
    api,
    member,
  }) => {
    // Sent as "42" the name would pass any check of the output; the handler's value is wrong.
    const { res } = await ownProfileWith(api, member, { name: 42 });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal' });
  });

  it('strips through allOf, oneOf, anyOf, nested arrays and pattern properties', async ({
    api,
  }) => {
    const entry = {
      allOf: [
        { type: 'object', properties: { name: { type: 'string' } } },
        { properties: { image: { oneOf: [{ type: 'string' }, { type: 'null' }] } } },
      ],
    };
    const kind = (k: string, field: string) => ({
      type: 'object',
      required: ['kind'],
      properties: { kind: { const: k }, [field]: { type: 'integer' } },
    });
    const schema = {
      type: 'object',
      properties: {
        list: { type: 'array', items: { type: 'array', items: entry } },
        either: { oneOf: [kind('a', 'x'), kind('b', 'y')] },
        any: {
          anyOf: [{ type: 'string' }, { type: 'object', properties: { id: { type: 'integer' } } }],
        },
      },
      patternProperties: { '^serialNumber-[0-9]+$': { type: 'string' } },
    };
    const secret = { password_hash: '$argon2id$…', token_version: 3 };
    const probe: OperationSpec = {
      operationId: 'probe',
      method: 'GET',
      path: '/probe',
      url: '/probe',
      access: 'public',
      auth: 'none',
      owner: null,
      successStatus: 200,
      query: null,
      params: null,
      body: null,
      responses: { '200': schema },
      rateLimit: null,
    };
    const app = await appWith(api, {
      operations: [probe],
      handlers: {
        probe: async () => ({
          list: [[{ name: 'A', image: null, ...secret }]],
          either: { kind: 'b', x: 1, y: 2, ...secret },
          any: { id: 7, ...secret },
          'serialNumber-1': '7',
          ...secret,
        }),
      } as unknown as HandlerTable,
    });
    const res = await app.inject({ method: 'GET', url: '/probe' });
    expect(res.json()).toEqual({
      list: [[{ name: 'A', image: null }]],
      either: { kind: 'b', y: 2 },
      any: { id: 7 },
      'serialNumber-1': '7',
    });
  });
});

const extraApps: FastifyInstance[] = [];
afterAll(() => Promise.all(extraApps.map((a) => a.close())));

/** Another app over the same database, with some handlers or operations replaced. */
async function appWith(
  api: TestApi,
  options: {
    handlers?: HandlerTable;
    operations?: OperationSpec[];
    rateLimits?: boolean;
  }
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...api.config, rateLimits: options.rateLimits ?? false },
    db: api.db,
    logger: false,
    strictResponses: true,
    handlers: options.handlers,
    operations: options.operations,
  });
  extraApps.push(app);
  return app;
}
