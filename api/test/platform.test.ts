import { describe, expect } from 'vitest';
import { it } from './helpers/api-test';
import { compilePruner } from '../src/contract/prune';
import { createTestApi, type TestApi } from './helpers/app';
import { NOT_AN_IMAGE, png, type TestAdmin } from './helpers/fixtures';

/**
 * What every route gets from the platform, whatever its handler does: validation from the
 * contract's schemas with a message naming the field, JSON errors for bad input and unknown
 * routes, CORS for the configured origins only, security headers, upload limits and checks.
 */
describe('request validation from openapi/', () => {
  it('refuses malformed JSON with 400 invalid_json', async ({ api }) => {
    const res = await api.call('POST', '/Singup/login', {
      payload: '{"email": "a@b.co", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_json', field: 'body' });
  });

  it('names a missing required field', async ({ api }) => {
    const res = await api.call('POST', '/Singup/login', { json: { email: 'a@b.co' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      field: 'body.password',
      message: 'body.password is required.',
    });
  });

  it('names a field of the wrong type', async ({ api }) => {
    const res = await api.call('GET', '/Singup/SpecificBook', { query: { id: 'abc' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      field: 'query.id',
      message: 'query.id must be a whole number.',
    });
  });

  it('refuses a number outside the id range', async ({ api }) => {
    const res = await api.call('GET', '/Singup/SpecificBook', { query: { id: 12 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'query.id', message: 'query.id must be >= 100000.' });
  });

  it('refuses an unknown enum value and lists the allowed ones when there are few', async ({
    api,
    admin,
  }) => {
    const res = await api.call('POST', '/SingUpAdmin/rank-settings', {
      token: admin.token,
      json: { hideRankList: false, filterValue: 1, filterUnit: 'centuries' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      field: 'body.filterUnit',
      message: 'body.filterUnit must be one of: days, weeks, months, years.',
    });
  });

  it('refuses properties the schema does not allow', async ({ api }) => {
    const res = await api.call('POST', '/Singup/login', {
      json: { email: 'a@b.co', password: 'x', role: 'admin' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'body.role', message: 'body.role is not allowed.' });
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
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
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
    expect(multipart.status).toBe(415);
    expect(multipart.body).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers 413 for a JSON body over 1 MB', async ({ api }) => {
    const res = await api.call('POST', '/Singup/login', {
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
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
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid_file',
      message: 'Invalid file format. Only .jpg, .jpeg, .png allowed.',
    });
  });

  it('refuses an image whose name says it is something else', async ({ api, admin }) => {
    const res = await notice(api, admin, { ...png(), filename: 'photo.gif' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_file' });
  });

  it('answers 413 for a file over 5 MB', async ({ api, admin }) => {
    const big = Buffer.concat([png().data, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await notice(api, admin, { filename: 'big.png', data: big });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'payload_too_large',
      message: 'File too large. The limit is 5 MB.',
    });
  });

  it('refuses a file in a field the operation does not have', async ({ api, member }) => {
    const res = await api.call('PUT', `/Singup/update/${member.userId}`, {
      token: member.token,
      form: [['somethingElse', png()]],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'body.somethingElse' });
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
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'body must contain at least one field or file.' });
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

describe('rate limits', () => {
  it('answers 429 with Retry-After once an address exceeds a route limit', async () => {
    const limited = await createTestApi({ RATE_LIMITS: 'on' });
    try {
      let last;
      for (let i = 0; i < 21; i++) {
        last = await limited.call('POST', '/Singup/forgetpassword', {
          json: { email: `x${i}@example.com` },
        });
      }
      expect(last!.status).toBe(429);
      expect(last!.body).toMatchObject({ code: 'rate_limited' });
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('response pruning', () => {
  it('keeps only what the schema declares, through allOf, oneOf and arrays', () => {
    const prune = compilePruner({
      type: 'array',
      items: {
        allOf: [
          { type: 'object', properties: { name: { type: 'string' } } },
          { properties: { image: { oneOf: [{ type: 'string' }, { type: 'null' }] } } },
        ],
      },
    });
    expect(
      prune([{ name: 'A', image: null, password_hash: '$argon2id$…', token_version: 3 }])
    ).toEqual([{ name: 'A', image: null }]);
  });

  it('keeps pattern properties and nested objects by their own schemas', () => {
    const prune = compilePruner({
      type: 'object',
      properties: { user: { type: 'object', properties: { id: { type: 'integer' } } } },
      patternProperties: { '^serialNumber-[0-9]+$': { type: 'string' } },
    });
    expect(prune({ user: { id: 1, secret: 'x' }, 'serialNumber-1': '7', other: 1 })).toEqual({
      user: { id: 1 },
      'serialNumber-1': '7',
    });
  });
});
