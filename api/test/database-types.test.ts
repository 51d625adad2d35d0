import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { databaseTypes, outFile } from '../scripts/db-types';
import { openTestDatabase } from './helpers/app';

// The committed row types must be what the migrations make, on PGlite and on PostgreSQL alike:
// a migration added without `pnpm gen` fails here.
it('src/db/database.gen.ts matches the migrated database', async () => {
  const { db, drop } = await openTestDatabase();
  try {
    const generated = await databaseTypes(db);
    expect(await readFile(outFile, 'utf8'), 'stale: run `pnpm gen` and commit').toBe(generated);
  } finally {
    await db.destroy();
    await drop();
  }
});
