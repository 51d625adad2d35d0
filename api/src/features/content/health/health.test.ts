import { readFileSync } from 'node:fs';
import { specPath } from '@pathagar/openapi';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import { describe, expect } from 'vitest';
import { it } from '../../../../test/helpers/api-test';
import { buildApp } from '../../../app';
import type { DB } from '../../../db/schema';
import { kyselyOverPostgres, type Database } from '../../../db/index';
import type { TestApi } from '../../../../test/helpers/app';
import { assertMatchesContract } from '../../../../test/helpers/contract';

/** GET /ext/health on another app whose database is `db`, checked against the contract as api.call does. */
async function healthWith(api: TestApi, db: Database) {
  const app = await buildApp({ config: api.config, db, logger: false, strictResponses: true });
  try {
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/ext/health' });
    const body = response.json();
    await assertMatchesContract('GET', '/ext/health', response.statusCode, body);
    return { status: response.statusCode, body };
  } finally {
    await app.close();
  }
}

const UNAVAILABLE = {
  code: 'unavailable',
  message: 'The database is unavailable.',
  error: 'The database is unavailable.',
  status: 'unavailable',
  database: 'down',
};

describe('getHealth', () => {
  it('answers ok with the contract version when the database answers', async ({ api }) => {
    const version = /^info:\n(?:.*\n)*?\s+version:\s*(\S+)/m.exec(
      readFileSync(specPath, 'utf8')
    )![1];
    const res = await api.call('GET', '/ext/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', version });
    expect(version).toBe('1.0.0');
  });

  it('answers 503 unavailable when the database server refuses connections', async ({ api }) => {
    // Nothing listens on port 1: what the API sees when its PostgreSQL server is down.
    const db = kyselyOverPostgres('postgresql://pathagar@127.0.0.1:1/pathagar', 1);
    try {
      const res = await healthWith(api, db);
      expect(res.status).toBe(503);
      expect(res.body).toEqual(UNAVAILABLE);
    } finally {
      await db.destroy();
    }
  });

  it('answers 503 unavailable when the database does not answer in time', async ({ api }) => {
    // A pool whose connection never comes: the ping must give up rather than hang the monitor.
    const pool: PostgresPool = {
      connect: () => new Promise(() => undefined),
      end: async () => undefined,
    };
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const res = await healthWith(api, db);
    expect(res.status).toBe(503);
    expect(res.body).toEqual(UNAVAILABLE);
  });
});
