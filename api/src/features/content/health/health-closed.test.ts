// A file of its own: it closes its database, which no other test could use afterwards.
import { expect } from 'vitest';
import { it } from '../../../../test/helpers/api-test';

it('answers 503 unavailable once the database is closed, and ok before', async ({ api }) => {
  const before = await api.call('GET', '/ext/health');
  expect(before.status).toBe(200);
  expect(before.body).toMatchObject({ status: 'ok', database: 'ok' });

  // The file's api is closed after the test, destroying the database again: Kysely allows that
  // once it has been used.
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
