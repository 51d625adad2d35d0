// Runs the API suite on a PostgreSQL server. TEST_DATABASE_URL names it (default: the machine's
// server at 127.0.0.1:5432); TEST_DATABASE_URL=none is the only way to skip this run, and it says so.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

if (process.env.TEST_DATABASE_URL === 'none') {
  const line = '!'.repeat(78);
  console.warn(
    `\n${line}\n!! SKIPPED: the API tests on PostgreSQL (TEST_DATABASE_URL=none).\n!! Only the PGlite run has checked this change.\n${line}\n`
  );
  process.exit(0);
}
const vitest = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs'
);
const result = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
if (result.error) console.error(result.error);
process.exit(result.status ?? 1);
