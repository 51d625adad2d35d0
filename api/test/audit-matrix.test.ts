import { describe, expect } from 'vitest';
import { listOperations } from '@pathagar/openapi';
import { AUDIT_KINDS } from '../src/features/audit/kinds';
import { AUDIT_RECIPES, type AuditCall } from './audit-recipes';
import { it } from './helpers/api-test';
import type { TestApi } from './helpers/app';
import { contractDocument } from './helpers/contract';
import type { TestAdmin } from './helpers/fixtures';

/**
 * The audit matrix, generated from the `x-access` marks of openapi/ like the 401/403 matrix:
 * every admin operation that is not a GET is called successfully and must leave exactly one
 * audit event naming the operation, its kind and the admin; the same call made again must leave
 * one more event if it succeeds again and none if it fails. An admin write added to the contract
 * later fails here until it has a kind and a recipe.
 */
const doc = await contractDocument();
const writes = listOperations(doc).filter(
  ([method, , op]) => op['x-access'] === 'admin' && method.toUpperCase() !== 'GET'
);

async function lastEventId(api: TestApi): Promise<number> {
  const row = await api.db
    .selectFrom('audit_event')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function eventsAfter(api: TestApi, id: number) {
  return api.db.selectFrom('audit_event').selectAll().where('id', '>', String(id)).execute();
}

const send = (api: TestApi, admin: TestAdmin, c: AuditCall) =>
  api.call(c.method, c.url, { ...c.options, token: admin.token });

describe('every admin write of the contract', () => {
  it('has a kind and a recipe, and the contract lists exactly the kinds', () => {
    const ids = writes.map(([, , op]) => op.operationId).sort();
    expect(Object.keys(AUDIT_KINDS).sort()).toEqual(ids);
    expect(Object.keys(AUDIT_RECIPES).sort()).toEqual(ids);
    const listed = (doc.paths['/ext/audit']!.get!.parameters ?? []).find((p) => p.name === 'kind')!
      .schema as { enum: string[] };
    expect([...listed.enum].sort()).toEqual([...new Set(Object.values(AUDIT_KINDS))].sort());
  });
});

describe.each(writes)('%s %s', (_method, _path, op) => {
  it('is logged once with its admin when it succeeds, and not at all when it fails', async ({
    api,
    admin,
  }) => {
    const recipe = AUDIT_RECIPES[op.operationId];
    expect(recipe, `no recipe for ${op.operationId}`).toBeDefined();
    const request = await recipe!(api, admin);
    const mark = await lastEventId(api);
    const start = api.clock.now().getTime();
    const res = await send(api, admin, request);
    const end = api.clock.now().getTime();
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const events = await eventsAfter(api, mark);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      operation: op.operationId,
      kind: AUDIT_KINDS[op.operationId as keyof typeof AUDIT_KINDS],
      admin_id: admin.adminId,
      admin_email: admin.email,
    });
    const at = new Date(events[0]!.at).getTime();
    expect(at).toBeGreaterThanOrEqual(start);
    expect(at).toBeLessThanOrEqual(end);

    const again = await send(api, admin, request);
    const after = await eventsAfter(api, mark);
    if (again.status < 300) expect(after).toHaveLength(2);
    else {
      expect(again.status).toBeGreaterThanOrEqual(400);
      expect(again.status).toBeLessThan(500);
      expect(after).toHaveLength(1);
    }
  });
});
