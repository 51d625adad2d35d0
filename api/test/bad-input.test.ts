import { listOperations, type OpenApiOperation } from '@pathagar/openapi';
import { describe, expect } from 'vitest';
import { it } from './helpers/api-test';
import { contractDocument } from './helpers/contract';
import type { TestAdmin, TestMember } from './helpers/fixtures';

/**
 * No bad input makes the server fail: every operation, called by a caller it admits, with
 * malformed JSON, the wrong JSON type, wrong-typed fields and wrong-typed query and path values,
 * answers a 4xx that the contract declares for it (checked by `api.call`), never a 5xx.
 */
const doc = await contractDocument();
const operations = listOperations(doc);

/** A token the operation admits, with the owner field set to the member's own id where needed. */
function caller(admin: TestAdmin, member: TestMember, op: OpenApiOperation) {
  if (op['x-access'] === 'admin') return admin.token;
  if (op['x-access'] === 'member') return op['x-owner']?.admin ? admin.token : member.token;
  return undefined;
}

function ownValue(member: TestMember, op: OpenApiOperation, name: string): string | undefined {
  const owner = op['x-owner'];
  if (!owner || owner.name !== name) return undefined;
  return owner.matches === 'email' ? member.email : String(member.userId);
}

/**
 * Whether any value of the wrong type must be refused here. Text fields are checked elsewhere
 * (test/hardening.test.ts): a number or a boolean sent for one is refused too since issue 21.
 */
function strict(schema: Record<string, any>): boolean {
  const s = schema.allOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  return s.type !== 'string' || Boolean(s.enum || s.const !== undefined);
}

/** Values of the wrong type for a property schema. */
function wrongValues(schema: Record<string, any>): unknown[] {
  const type = schema.type ?? schema.allOf?.[0]?.type ?? schema.oneOf?.[0]?.type;
  if (type === 'integer' || type === 'number') return ['not a number', { n: 1 }, 1e308];
  if (type === 'boolean') return ['perhaps', 12];
  if (type === 'array') return ['not a list', { a: 1 }];
  if (type === 'object') return ['text', [1, 2]];
  return [12345, { nested: true }, ['a'], '\u0000'.repeat(3), 'x'.repeat(20_000)];
}

function jsonProperties(op: OpenApiOperation): [string, Record<string, any>][] {
  const schema = op.requestBody?.content['application/json']?.schema as
    Record<string, any> | undefined;
  if (!schema) return [];
  const out: [string, Record<string, any>][] = [];
  const visit = (s: Record<string, any>) => {
    for (const [name, prop] of Object.entries(s.properties ?? {}))
      out.push([name, prop as Record<string, any>]);
    for (const branch of [...(s.allOf ?? []), ...(s.oneOf ?? [])]) visit(branch);
  };
  visit(schema);
  return out;
}

const withInput = operations.filter(([, , op]) => op.parameters?.length || op.requestBody);

describe.each(withInput)('%s %s', (method, path, op) => {
  const url = (member: TestMember, value?: string) =>
    path.replace(
      /\{([^}]+)\}/g,
      (_, name: string) => value ?? ownValue(member, op, name) ?? '100001'
    );
  const baseQuery = (member: TestMember) =>
    Object.fromEntries(
      (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => [p.name, ownValue(member, op, p.name) ?? '100001'])
    );

  it('answers wrong-typed query and path values with a declared 4xx', async ({
    api,
    admin,
    member,
  }) => {
    for (const p of op.parameters ?? []) {
      if (ownValue(member, op, p.name) && op['x-access'] === 'member' && !op['x-owner']?.admin)
        continue;
      for (const bad of ['abc', '-1', '9'.repeat(40), '%00', '']) {
        const query = baseQuery(member);
        const target = p.in === 'path' ? url(member, encodeURIComponent(bad) || 'x') : url(member);
        if (p.in === 'query') query[p.name] = bad;
        const res = await api.call(method, target, { token: caller(admin, member, op), query });
        if (strict(p.schema ?? {}))
          expect(res.status, `${p.name}=${bad}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${p.name}=${bad}`).toBeLessThan(500);
      }
    }
  });

  if (op.requestBody?.content['application/json']) {
    it('answers malformed JSON, a non-object body and wrong-typed fields with a declared 4xx', async ({
      api,
      admin,
      member,
    }) => {
      const token = caller(admin, member, op);
      const query = baseQuery(member);
      for (const payload of ['{"a":', 'null', '[]', '"text"', '12']) {
        const res = await api.call(method, url(member), {
          token,
          query,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status, payload).toBeGreaterThanOrEqual(400);
        expect(res.status, payload).toBeLessThan(500);
      }
      for (const [name, prop] of jsonProperties(op)) {
        if (ownValue(member, op, name) && !op['x-owner']?.admin) continue;
        for (const bad of wrongValues(prop)) {
          const res = await api.call(method, url(member), { token, query, json: { [name]: bad } });
          const what = `${name}=${JSON.stringify(bad).slice(0, 40)}`;
          if (strict(prop) || typeof bad === 'object') {
            expect(res.status, what).toBeGreaterThanOrEqual(400);
          }
          expect(res.status, what).toBeLessThan(500);
        }
      }
    });
  }

  if (op.requestBody?.content['multipart/form-data']) {
    it('answers an empty or garbled multipart body with a declared 4xx', async ({
      api,
      admin,
      member,
    }) => {
      const token = caller(admin, member, op);
      for (const form of [[], [['unknownField', 'x']]] as [string, string][][]) {
        const res = await api.call(method, url(member), { token, query: baseQuery(member), form });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
      const garbled = await api.call(method, url(member), {
        token,
        query: baseQuery(member),
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(garbled.status).toBeGreaterThanOrEqual(400);
      expect(garbled.status).toBeLessThan(500);
    });
  }
});
