import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect, inject } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { quietConfig } from './config';
import type { Clock } from '../../src/contract/types';
import {
  kyselyOverPglite,
  kyselyOverPostgres,
  openPglite,
  type Database,
} from '../../src/db/index';
import { readOutbox } from '../../src/mail/index';
import type { BackupSource } from '../../src/maintenance/backup';
import { assertMatchesContract } from './contract';
import { encodeMultipart, type MultipartField } from './multipart';
import { createRunDatabase } from './postgres';

/** A clock tests can move forward (code expiry, due dates, membership expiry). */
export class TestClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}

export interface CallOptions {
  token?: string | null;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: MultipartField[];
  headers?: Record<string, string>;
  /** A raw body (e.g. malformed JSON), sent with `headers['content-type']`. */
  payload?: string | Buffer;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  operationId: string | null;
}

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  config: Config;
  clock: TestClock;
  engine: 'pglite' | 'postgres';
  /** Calls the API in-process; the response is checked against openapi/ before it is returned. */
  call<T = any>(method: string, url: string, options?: CallOptions): Promise<CallResult<T>>;
  /** Messages written to the development outbox, oldest first. */
  outbox(): Promise<{ to: string; subject: string; text: string; date: string }[]>;
  /** Empties every table and removes every stored upload (a clean slate between tests). */
  truncate(): Promise<void>;
  close(): Promise<void>;
}

/** A database of its own for one test file, migrated (a copy of the run's template). */
export async function openTestDatabase(): Promise<{
  db: Database;
  drop: () => Promise<void>;
  /** What a backup of this database reads. */
  backupSource: BackupSource;
}> {
  const engine = inject('engine');
  if (engine === 'pglite') {
    const dump = await readFile(inject('pgliteTemplate'));
    const pglite = await openPglite(null, new Blob([dump]));
    const db = kyselyOverPglite(pglite);
    return { db, drop: async () => undefined, backupSource: { engine: 'pglite', pglite } };
  }
  const { url: databaseUrl, drop } = await createRunDatabase();
  const db = kyselyOverPostgres(databaseUrl, 5);
  return { db, backupSource: { engine: 'postgres', databaseUrl }, drop };
}

export async function createTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pathagar-api-data-'));
  const config = quietConfig(dataDir, {
    PUBLIC_URL: 'http://api.test',
    SITE_URL: 'http://site.test',
    CONSOLE_URL: 'http://console.test',
    ...env,
  });
  const { db, drop } = await openTestDatabase();
  const clock = new TestClock();
  const app = await buildApp({ config, db, clock, logger: false, strictResponses: true });
  await app.ready();

  const api: TestApi = {
    app,
    db,
    config,
    clock,
    engine: inject('engine'),
    async call(method, url, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let payload: string | Buffer | undefined = options.payload;
      if (options.json !== undefined) {
        headers['content-type'] ??= 'application/json';
        payload = JSON.stringify(options.json);
      } else if (options.form) {
        const encoded = encodeMultipart(options.form);
        headers['content-type'] = encoded.contentType;
        payload = encoded.body;
      }
      const query = Object.fromEntries(
        Object.entries(options.query ?? {})
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)])
      );
      // On PostgreSQL a write through api.db reaches the read cache as a notification; every
      // notification committed so far is in before a read, as a later client request would find.
      if (method === 'GET') await app.readCache.sync();
      const response = await app.inject({ method: method as 'GET', url, query, headers, payload });
      const type = String(response.headers['content-type'] ?? '');
      const body = type.includes('application/json') ? response.json() : response.body;
      const operationId = await assertMatchesContract(method, url, response.statusCode, body);
      if (operationId) {
        // Recorded for the run's coverage check of the contract (test/global-setup.ts).
        await appendFile(
          path.join(inject('callLogDir'), `${process.pid}.log`),
          `${operationId} ${response.statusCode}\n`
        );
      }
      return { status: response.statusCode, body, headers: response.headers, operationId };
    },
    outbox: () => readOutbox(path.join(dataDir, 'outbox')),
    async truncate() {
      // Nothing of the app's own may hold a table meanwhile: the TRUNCATE would deadlock with it.
      await app.catalogueWarmer?.quiet();
      const tables = await sql<{ tablename: string }>`
        select tablename from pg_tables
        where schemaname = 'public' and tablename not like 'kysely_%'`.execute(db);
      const names = tables.rows.map((r) => `"${r.tablename}"`).join(', ');
      await sql.raw(`truncate ${names} restart identity cascade`).execute(db);
      // The files belonged to the rows just removed.
      await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
    },
    async close() {
      await app.close();
      await db.destroy();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}

/** The call failed with `status` and an ErrorBody holding at least `error` (its code, field…). */
export function expectError(
  res: Pick<CallResult, 'status' | 'body'>,
  status: number,
  error: { code?: string; message?: string; field?: string } & Record<string, unknown>
): void {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject(error);
}
