import { defineConfig } from 'vitest/config';

/**
 * The end-to-end suite: one start of api + site + console (e2e/global-setup.ts) for every
 * journey, one file after the other and one test at a time (but the axe checks, a few at a
 * time), with generous timeouts (two cores, a real browser); no timed assertions.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { concurrent: false },
    // Only for the tests marked concurrent (the axe checks, which only read).
    maxConcurrency: 3,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
});
