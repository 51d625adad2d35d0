import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The contract fuzz (test/fuzz.test.ts) runs once per `pnpm test`, on PGlite: what it looks
    // for (5xx, answers off the contract) does not depend on the database, and its time budget
    // is better spent on more requests than on a second engine. FUZZ_POSTGRES=1 runs it there too.
    // test/multi-process.test.ts runs two API processes on one database, and *.postgres.test.ts
    // interleave transactions on two connections: PostgreSQL only, as PGlite is one process with
    // one connection by design.
    exclude: [
      '**/node_modules/**',
      ...(process.env.TEST_DB === 'postgres' && !process.env.FUZZ_POSTGRES
        ? ['test/fuzz.test.ts']
        : []),
      ...(process.env.TEST_DB === 'postgres'
        ? []
        : ['test/multi-process.test.ts', '**/*.postgres.test.ts']),
    ],
    globalSetup: ['test/global-setup.ts'],
    // Each test file gets its own database; argon2 and PGlite are CPU-heavy on a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs its files one after the other in one module graph: the app, the contract
    // and the drivers are loaded twice per run instead of once per file (68 files). Nothing of a
    // file's leaks into the next: its database, data dir and app are its own (test/helpers/app.ts).
    isolate: false,
    // A file's first test also opens its database (the file-scoped `api` fixture of
    // test/helpers/api-test.ts, which Vitest times with that test): a hook's 60 s, plus 30 s.
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
