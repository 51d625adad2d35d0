import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './index';
import * as m0001 from './migrations/0001_initial';

/**
 * The versioned migrations, in order. They are imported rather than read from disk so that the
 * same list runs under tsx, in tests and in a bundled build. Add a file and a line here; never
 * edit a migration that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${(error as Error).message ?? error}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
