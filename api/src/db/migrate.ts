import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './index';
import * as m0001 from './migrations/0001_initial';
import * as m0002 from './migrations/0002_search';
import * as m0003 from './migrations/0003_desk';
import * as m0004 from './migrations/0004_circulation';
import * as m0005 from './migrations/0005_security';
import * as m0008 from './migrations/0008_shared_limits';
import * as m0009 from './migrations/0009_search_words';
import * as m0010 from './migrations/0010_audit';
import * as m0013 from './migrations/0013_catalogue_version';
import * as m0014 from './migrations/0014_read_notify';
import * as m0015 from './migrations/0015_catalogue_bodies';
import * as m0016 from './migrations/0016_catalogue_entries';
import * as m0017 from './migrations/0017_catalogue_body_parts';

/**
 * The versioned migrations, in order. They are imported rather than read from disk so that the
 * same list runs under tsx, in tests and in a bundled build. Add a file and a line here; never
 * edit a migration that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_search': m0002,
  '0003_desk': m0003,
  '0004_circulation': m0004,
  '0005_security': m0005,
  '0008_shared_limits': m0008,
  '0009_search_words': m0009,
  '0010_audit': m0010,
  '0013_catalogue_version': m0013,
  '0014_read_notify': m0014,
  '0015_catalogue_bodies': m0015,
  '0016_catalogue_entries': m0016,
  '0017_catalogue_body_parts': m0017,
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
