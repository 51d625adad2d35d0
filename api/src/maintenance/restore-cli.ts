import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { migrateToLatest } from '../db/migrate';
import { exportsDir, restoreExport } from './exports';

/**
 * `pnpm --filter @pathagar/api restore <file>`: puts back the records a reset deleted, from the
 * export it wrote (a name under DATA_DIR/exports or a path). Uses the same DATA_DIR or
 * DATABASE_URL as the server; stop the server first when it runs on the embedded database.
 */
async function main() {
  const arg = process.argv[2];
  const config = loadConfig();
  if (!arg) {
    console.error(
      `Usage: pnpm --filter @pathagar/api restore <export file in ${exportsDir(config.dataDir)}>`
    );
    process.exit(2);
  }
  const file =
    path.isAbsolute(arg) || arg.includes('/')
      ? path.resolve(arg)
      : path.join(exportsDir(config.dataDir), arg);
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const { table, restored } = await restoreExport(database.db, file);
    process.stdout.write(`Restored ${restored} rows into ${table} from ${file}.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`Restore failed, nothing was changed: ${(error as Error).message}`);
  process.exit(1);
});
