import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { kyselyOverPostgres } from '../../src/db/index';
import { withDatabase } from '../global-setup';

/**
 * A PostgreSQL database of this run on the test server: a copy of the migrated template, or
 * empty for a test that migrates it itself. Its name starts with the run's prefix, so the run's
 * teardown drops it even when a test could not.
 */
export async function createRunDatabase(
  options: { label?: string; migrated: boolean } = { migrated: true }
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  const label = options.label ? `${options.label}_` : '';
  const name = `pathagar_t_${inject('runId')}_${label}${randomBytes(4).toString('hex')}`;
  const admin = kyselyOverPostgres(serverUrl, 1);
  const template = options.migrated ? sql` template ${sql.id(inject('postgresTemplate'))}` : sql``;
  await sql`create database ${sql.id(name)}${template}`.execute(admin);
  await admin.destroy();
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      const again = kyselyOverPostgres(serverUrl, 1);
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(again);
      await again.destroy();
    },
  };
}
