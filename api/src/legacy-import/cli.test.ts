import { execFile } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeRealisticExport } from './fixture';
import { createRunDatabase } from '../../test/helpers/postgres';

/**
 * The command as a club runs it, in a child process: on the embedded database of a fresh
 * DATA_DIR in the PGlite run, on a fresh database named by DATABASE_URL in the PostgreSQL run.
 */
const API = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(API, 'node_modules/.bin/tsx');
const exec = promisify(execFile);

let work: string;
let exportDir: string;
let uploadsDir: string;
const env: Record<string, string> = {};
let dropDatabase = async () => undefined as void;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'pathagar-legacy-cli-'));
  ({ exportDir, uploadsDir } = await writeRealisticExport(work));
  env.DATA_DIR = path.join(work, 'data');
  if (inject('engine') === 'postgres') {
    const database = await createRunDatabase();
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
});
afterAll(async () => {
  await dropDatabase();
  await rm(work, { recursive: true, force: true });
});

async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await exec(TSX, ['src/legacy-import/cli.ts', ...args], {
      cwd: API,
      env: { ...process.env, ...env, INIT_CWD: work, LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

interface JsonReport {
  dryRun: boolean;
  foundImages: number;
  copiedImages: number;
  collections: { name: string; imported: number; present: number }[];
}
const imported = (report: JsonReport) =>
  Object.fromEntries(report.collections.map((c) => [c.name, c.imported]));

describe('pnpm legacy:import (the command)', () => {
  it('explains its usage', async () => {
    const res = await cli();
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Usage: pnpm legacy:import <export dir>');
  });

  // three runs of a fresh process, each opening (in the PGlite run, creating) the database
  it('dry-runs, imports, then finds everything already there', { timeout: 240_000 }, async () => {
    // paths relative to where the command was typed (pnpm's INIT_CWD)
    const dry = await cli('export', '--dry-run', '--uploads', 'uploads', '--json');
    expect(dry.code, dry.stderr).toBe(0);
    const dryReport = JSON.parse(dry.stdout) as JsonReport;
    expect(dryReport.dryRun).toBe(true);
    expect(dryReport.copiedImages).toBe(0);

    const real = await cli(exportDir, '--uploads', uploadsDir, '--json');
    expect(real.code, real.stderr).toBe(0);
    const report = JSON.parse(real.stdout) as JsonReport;
    // the dry run announced exactly what the real run did
    expect(imported(report)).toEqual(imported(dryReport));
    expect(imported(report)).toMatchObject({ users: 4, books: 4, rentbooks: 7 });
    expect(report.copiedImages).toBe(report.foundImages);

    const again = await cli(exportDir, '--uploads', uploadsDir);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Legacy import: committed.');
    expect(again.stdout).toContain(
      'users (bson): 8 read, 0 imported, 4 already present, 4 skipped'
    );
    expect(again.stdout).toContain('copied now: 0');
  });

  it('stops before writing anything on a file it cannot read, and names the line', async () => {
    const broken = path.join(work, 'broken');
    await writeRealisticExport(broken);
    const file = path.join(broken, 'export', 'rentbooks.json');
    // The broken document starts on the line after the last one, or ends the last one.
    const line = (await readFile(file, 'utf8')).split('\n').length;
    await appendFile(file, '{"rentId": \n');
    const res = await cli(path.join(broken, 'export'));
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Legacy import failed, nothing was changed: ');
    expect(res.stderr).toContain(`rentbooks.json, line ${line}:`);
  });
});
