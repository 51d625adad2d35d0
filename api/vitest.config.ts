import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each test file gets its own database; argon2 and PGlite are CPU-heavy on a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    // A file's first test also opens its database (the file-scoped `api` fixture of
    // test/helpers/api-test.ts, which Vitest times with that test): a hook's 60 s, plus 30 s.
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
