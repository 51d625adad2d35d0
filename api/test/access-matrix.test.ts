import { describe, expect } from 'vitest';
import { it } from './helpers/api-test';
import { signToken } from '../src/auth/tokens';
import { listOperations, type OpenApiOperation } from '@pathagar/openapi';
import { contractDocument } from './helpers/contract';
import { createMember, type TestMember } from './helpers/fixtures';
import { expectError } from './helpers/app';

/**
 * The 401/403 matrix, generated from the `x-access` marks of openapi/: every operation that
 * needs a token is called without one, with a malformed one, with an expired one and (for admin
 * operations) with a member's, and must refuse before doing anything. A route added to the
 * contract later is in this matrix without anyone writing a test for it.
 */
const doc = await contractDocument();
const operations = listOperations(doc);
const secured = operations.filter(([, , op]) => op['x-access'] !== 'public');
const adminOnly = operations.filter(([, , op]) => op['x-access'] === 'admin');
const ownerChecked = operations.filter(([, , op]) => op['x-owner']);

/** A concrete URL for a path template (any id will do: access is decided before lookup). */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '10001');

function sampleInput(op: OpenApiOperation, owner: number) {
  const query: Record<string, string> = {};
  for (const p of op.parameters ?? []) if (p.in === 'query') query[p.name] = String(owner);
  return { query };
}
let other: TestMember;

it.beforeAll(async ({ api }) => {
  other = await createMember(api);
});

describe('the contract marks every operation', () => {
  it('has 126 operations, of which 97 need a token and 74 are admin-only', () => {
    expect(operations).toHaveLength(126);
    expect(secured).toHaveLength(97);
    expect(adminOnly).toHaveLength(74);
    expect(ownerChecked).toHaveLength(16);
  });
});

describe.each(secured)('%s %s', (method, path, op) => {
  const url = concrete(path);

  it('answers 401 without a token', async ({ api, member }) => {
    const res = await api.call(method, url, sampleInput(op, member.userId));
    expectError(res, 401, { code: 'unauthorized', message: 'Authentication required.' });
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('answers 401 for a forged, a malformed and an expired token', async ({
    api,
    admin,
    member,
  }) => {
    const forged = await signToken(
      { role: 'admin', id: admin.adminId, version: 0 },
      new TextEncoder().encode('x'.repeat(40)),
      3600
    );
    for (const token of [forged.token, 'not-a-jwt']) {
      const res = await api.call(method, url, { ...sampleInput(op, member.userId), token });
      expectError(res, 401, { code: 'unauthorized', message: 'Invalid token.' });
    }
    const expired = await signToken(
      { role: 'admin', id: admin.adminId, version: 0 },
      api.config.jwtSecret,
      60,
      new Date(Date.now() - 3_600_000)
    );
    const res = await api.call(method, url, {
      ...sampleInput(op, member.userId),
      token: expired.token,
    });
    expectError(res, 401, { message: 'Your session has expired. Please log in again.' });
  });

  if (op['x-access'] === 'admin') {
    it("answers 403 to a member's token", async ({ api, member }) => {
      const res = await api.call(method, url, {
        ...sampleInput(op, member.userId),
        token: member.token,
      });
      expectError(res, 403, { code: 'forbidden', message: 'Admin access required.' });
    });
  }
});

describe.each(ownerChecked)('%s %s (owner check)', (method, path, op) => {
  const owner = op['x-owner']!;

  function request(target: number, email: string) {
    const value = owner.matches === 'email' ? email : target;
    const query: Record<string, string | number> = {};
    let url = concrete(path);
    let json: Record<string, unknown> | undefined;
    for (const p of op.parameters ?? []) {
      if (p.in === 'query' && p.required) query[p.name] = p.name === owner.name ? value : 100001;
    }
    if (owner.in === 'query') query[owner.name] = value;
    if (owner.in === 'path') url = path.replace(`{${owner.name}}`, String(value));
    const content = op.requestBody?.content ?? {};
    if (owner.in === 'body' && content['application/json'])
      json = minimalBody(op, owner.name, value);
    return { url, query, json, form: content['multipart/form-data'] ? minimalForm(op) : undefined };
  }

  it("refuses a member acting on another member's data with 403 not_owner", async ({
    api,
    member,
  }) => {
    const { url, query, json, form } = request(other.userId, other.email);
    const res = await api.call(method, url, { query, json, form, token: member.token });
    expectError(res, 403, {
      code: 'not_owner',
      message: 'You can only access your own account.',
    });
  });

  if (!owner.admin) {
    it('refuses an admin, since only the member may act here', async ({ api, admin, member }) => {
      const { url, query, json, form } = request(member.userId, member.email);
      const res = await api.call(method, url, { query, json, form, token: admin.token });
      expectError(res, 403, { code: 'not_owner' });
    });
  }
});

/** The smallest JSON body that passes validation, so the owner check is what decides. */
function minimalBody(
  op: OpenApiOperation,
  ownerField: string,
  value: unknown
): Record<string, unknown> {
  const schema = op.requestBody!.content['application/json']!.schema as Record<string, any>;
  const body: Record<string, unknown> = {};
  const visit = (s: Record<string, any>) => {
    for (const s2 of s.allOf ?? []) visit(s2);
    for (const name of s.required ?? []) {
      const prop = s.properties?.[name] ?? {};
      body[name] = sample(prop);
    }
    if (s.oneOf?.[0]) visit(s.oneOf[0]);
  };
  visit(schema);
  body[ownerField] = value;
  return body;
}

function sample(prop: Record<string, any>): unknown {
  if (prop.const !== undefined) return prop.const;
  if (prop.enum) return prop.enum[0];
  if (prop.oneOf) return sample(prop.oneOf[0]);
  if (prop.allOf) return sample(Object.assign({}, ...prop.allOf));
  if (prop.type === 'integer' || prop.type === 'number') return Math.max(prop.minimum ?? 1, 1);
  if (prop.type === 'boolean') return true;
  if (prop.format === 'email') return 'someone@example.com';
  if (prop.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (prop.pattern === '^\\+?[0-9]{6,15}$') return '+8801712345678';
  if (prop.pattern?.startsWith('^[0-9]')) return '1234';
  return 'text';
}

function minimalForm(op: OpenApiOperation): [string, string][] {
  const schema = op.requestBody!.content['multipart/form-data']!.schema as Record<string, any>;
  const fields: [string, string][] = [];
  for (const name of schema.required ?? []) {
    const prop = schema.properties?.[name] ?? {};
    if (prop.format !== 'binary') fields.push([name, String(sample(prop))]);
  }
  return fields;
}
