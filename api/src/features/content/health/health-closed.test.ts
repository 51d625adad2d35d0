// A file of its own: it closes its database, which no other test could use afterwards.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../../test/helpers/app';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  // close() destroys the database again, which Kysely allows once it has been used.
  await api.close();
});

it('answers 503 unavailable once the database is closed, and ok before', async () => {
  const before = await api.call('GET', '/ext/health');
  expect(before.status).toBe(200);
  expect(before.body).toMatchObject({ status: 'ok', database: 'ok' });

  await api.db.destroy();

  const after = await api.call('GET', '/ext/health');
  expect(after.status).toBe(503);
  expect(after.body).toEqual({
    code: 'unavailable',
    message: 'The database is unavailable.',
    error: 'The database is unavailable.',
    status: 'unavailable',
    database: 'down',
  });
});
