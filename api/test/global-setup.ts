import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { kyselyOverPglite, kyselyOverPostgres, openPglite } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import { contractDocument } from './helpers/contract';
import { listOperations, loadSpec } from '@pathagar/openapi';

/**
 * Prepares one migrated template database per run, for the engine named by TEST_DB:
 * - pglite: an in-memory PGlite, migrated and dumped to a file that each test file loads (a
 *   fresh initdb costs ~3 s; loading the dump under 1 s);
 * - postgres: a throwaway database on the server of TEST_DATABASE_URL (default: the machine's
 *   PostgreSQL at 127.0.0.1:5432), from which each test file clones its own database. All of
 *   them are dropped at the end of the run.
 */
export default async function setup(project: TestProject) {
  const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  project.provide('engine', engine);
  project.provide('runId', runId);
  const callLogDir = await mkdtemp(path.join(os.tmpdir(), 'pathagar-api-calls-'));
  project.provide('callLogDir', callLogDir);
  // The contract, bundled once here for every test file's process (src/contract/spec-source.ts);
  // the workers are started after this setup and inherit the variable.
  const contractFile = path.join(os.tmpdir(), `pathagar-contract-${runId}.json`);
  await writeFile(contractFile, JSON.stringify(await loadSpec()));
  process.env.CONTRACT_BUNDLE_FILE = contractFile;
  const checkCoverage = async () => {
    await contractCoverage(callLogDir);
    await rm(contractFile, { force: true });
  };

  if (engine === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pathagar-api-test-'));
    const pglite = await openPglite(null);
    const db = kyselyOverPglite(pglite);
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await db.destroy();
    project.provide('pgliteTemplate', file);
    project.provide('postgresUrl', '');
    project.provide('postgresTemplate', '');
    return async () => {
      await rm(dir, { recursive: true, force: true });
      await checkCoverage();
    };
  }

  const serverUrl = postgresServerUrl();
  const admin = kyselyOverPostgres(serverUrl, 2);
  const template = `pathagar_t_${runId}_tpl`;
  try {
    await sql`create database ${sql.id(template)}`.execute(admin);
  } catch (error) {
    await admin.destroy();
    throw new Error(
      `Cannot create a test database on ${redact(serverUrl)}: ${(error as Error).message}. ` +
        'Start PostgreSQL, point TEST_DATABASE_URL at one, or set TEST_DATABASE_URL=none to skip the PostgreSQL run.'
    );
  }
  const db = kyselyOverPostgres(withDatabase(serverUrl, template), 1);
  await migrateToLatest(db);
  await db.destroy();
  project.provide('pgliteTemplate', '');
  project.provide('postgresUrl', serverUrl);
  project.provide('postgresTemplate', template);

  return async () => {
    const rows = await sql<{ datname: string }>`
      select datname from pg_database where datname like ${`pathagar_t_${runId}_%`}`.execute(admin);
    for (const { datname } of rows.rows) {
      await sql`drop database if exists ${sql.id(datname)} with (force)`.execute(admin);
    }
    await admin.destroy();
    await checkCoverage();
  };
}

/**
 * With CONTRACT_COVERAGE=1 (the package's test scripts), a full run must have called every
 * operation of the contract with a success and with a refusal; otherwise the run fails and the
 * missing operations are listed.
 */
async function contractCoverage(callLogDir: string): Promise<void> {
  const seen = new Map<string, Set<number>>();
  for (const name of await readdir(callLogDir)) {
    for (const line of (await readFile(path.join(callLogDir, name), 'utf8')).split('\n')) {
      const [id, status] = line.split(' ');
      if (!id || !status) continue;
      const set = seen.get(id) ?? new Set<number>();
      set.add(Number(status));
      seen.set(id, set);
    }
  }
  await rm(callLogDir, { recursive: true, force: true });
  if (process.env.CONTRACT_COVERAGE !== '1') return;
  const operations = listOperations(await contractDocument()).map(([, , op]) => op);
  const ids = operations.map((op) => op.operationId);
  const noSuccess = ids.filter((id) => ![...(seen.get(id) ?? [])].some((s) => s >= 200 && s < 300));
  // A refusal is owed where the contract declares one besides rate limiting (lists without input
  // have nothing to refuse).
  const refusable = operations.filter((op) =>
    Object.keys(op.responses).some((s) => s.startsWith('4') && s !== '429')
  );
  const noRefusal = refusable
    .map((op) => op.operationId)
    .filter((id) => ![...(seen.get(id) ?? [])].some((s) => s >= 400 && s < 500 && s !== 429));
  const calls = [...seen.values()].reduce((n, s) => n + s.size, 0);
  console.warn(
    `contract coverage: ${ids.length - noSuccess.length}/${ids.length} operations answered a 2xx, ` +
      `${refusable.length - noRefusal.length}/${refusable.length} that can refuse a 4xx ` +
      `(${calls} distinct operation/status pairs)`
  );
  if (noSuccess.length || noRefusal.length) {
    // Vitest reports an error thrown here but still exits 0, so the exit code is set directly.
    console.error(
      `CONTRACT COVERAGE FAILED.\nNever tested with a success: ${noSuccess.join(', ') || 'none'}.\n` +
        `Never tested with a refusal: ${noRefusal.join(', ') || 'none'}.`
    );
    process.exitCode = 1;
  }
}

export function postgresServerUrl(): string {
  return process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    engine: 'pglite' | 'postgres';
    runId: string;
    pgliteTemplate: string;
    postgresUrl: string;
    postgresTemplate: string;
    callLogDir: string;
  }
}
