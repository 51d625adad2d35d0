import { listOperations } from '@pathagar/openapi';
import fc from 'fast-check';
import { afterAll, describe, expect } from 'vitest';
import { it } from './helpers/api-test';
import { contractDocument } from './helpers/contract';
import { requestsFor } from './fuzz/requests';

/**
 * Issue 21, point 9: requests generated from openapi/ for every operation, valid and mutated,
 * answered without a 5xx and as the contract declares (`api.call` checks each answer's status
 * and body against openapi/ and throws on a mismatch). FUZZ_RUNS sets the requests per operation
 * (at most 300 in CI, within a time budget); `pnpm --filter @pathagar/api fuzz` runs the long
 * version (1,000 per operation, no budget); FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
/**
 * A time budget per operation, so that the fuzz adds about a minute to CI (126 operations,
 * PGlite only; see vitest.config.ts) on a 2-core machine whatever its speed: an operation stops
 * at RUNS requests or when its budget is used, whichever comes first (the summary prints how
 * many each sent). 700 ms sent 27,453 requests in 110 s, the suite's longest file; the seed is
 * fixed, so a smaller budget sends the first part of the same requests. The long version sets it
 * to 0: no budget, RUNS requests each.
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 400);
/** Requests every operation gets whatever the budget (the slow ones hash a password each). */
const MIN_RUNS = 20;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const sentPerOperation = new Map<string, number>();

afterAll(() => {
  const counts = [...sentPerOperation.values()];
  const total = counts.reduce((a, b) => a + b, 0);
  const lines = [...sentPerOperation].map(([id, n]) => `  ${id}: ${n}`).join('\n');
  // The summary is the report of the run (requests per operation), not a diagnostic.
  console.warn(
    `fuzz: ${total} requests over ${counts.length} operations (min ${Math.min(...counts)}, max ${Math.max(...counts)} per operation)\n${lines}`
  );
});

const operations = listOperations(await contractDocument());

describe.each(operations)('%s %s', (method, path, op) => {
  it(`answers ${RUNS} generated requests without a 5xx, as the contract says`, async ({
    api,
    admin,
    member,
  }) => {
    let sent = 0;
    const property = fc.asyncProperty(
      requestsFor(method.toUpperCase(), path, op, { admin, member }),
      async (request) => {
        sent++;
        const res = await api.call(request.method, request.url, request.options);
        expect(
          res.status,
          `${request.kind}: ${JSON.stringify(res.body).slice(0, 300)}`
        ).toBeLessThan(500);
      }
    );
    // No shrinking: the first failing request, as generated, is the report (shrinking would
    // replay against a database the earlier requests changed). MIN_RUNS always, then the rest
    // of RUNS as far as the budget goes.
    await fc.assert(property, {
      numRuns: Math.min(MIN_RUNS, RUNS),
      seed: SEED,
      endOnFailure: true,
    });
    if (RUNS > MIN_RUNS) {
      await fc.assert(property, {
        numRuns: RUNS - MIN_RUNS,
        seed: SEED + 1,
        endOnFailure: true,
        ...(BUDGET_MS > 0
          ? { interruptAfterTimeLimit: BUDGET_MS, markInterruptAsFailure: false }
          : {}),
      });
    }
    sentPerOperation.set(op.operationId, sent);
    expect(sent).toBeGreaterThanOrEqual(Math.min(MIN_RUNS, RUNS));
    if (BUDGET_MS === 0) expect(sent).toBe(RUNS);
  });
});
