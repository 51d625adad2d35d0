import { test } from 'vitest';
import { createTestApi, type TestApi } from './app';
import { createAdmin, createMember } from './fixtures';

/**
 * The file's own app over its own database, opened by the first test that asks for it and
 * closed after the file's last test. Vitest counts this opening in that first test's time, hence
 * the suite's test timeout (vitest.config.ts).
 */
// eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
async function openFileApi({}, { onCleanup }: { onCleanup: (fn: () => Promise<void>) => void }) {
  const api = await createTestApi();
  onCleanup(() => api.close());
  return api;
}

/**
 * Tests that share the file's database and make the data they need: `api` (every response it
 * receives is checked against openapi/), an `admin` made for the test, and a `member` made once
 * per file.
 */
export const it = test
  .extend('api', { scope: 'file' }, openFileApi)
  .extend('admin', ({ api }) => createAdmin(api))
  .extend('member', { scope: 'file' }, ({ api }) => createMember(api));

/**
 * Tests that each start from empty tables and the real time: `api` is the file's app, emptied
 * before the test, and `admin` an admin made for the test.
 */
export const itOnEmptyTables = test
  .extend('fileApi', { scope: 'file' }, openFileApi)
  .extend('api', async ({ fileApi }): Promise<TestApi> => {
    await fileApi.truncate();
    fileApi.clock.reset();
    return fileApi;
  })
  .extend('admin', ({ api }) => createAdmin(api));
