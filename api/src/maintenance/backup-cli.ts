import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { createStorage } from '../storage/create';
import { backupsDir, createBackup, sizeOf } from './backup';

/**
 * `pnpm backup [dir]`: one archive of the database and the uploads, written into `dir` (default
 * BACKUP_DIR or DATA_DIR/backups). Reads the same environment as the server. On the embedded
 * database stop the server first: PGlite's files have one owner at a time (the running server
 * writes its own daily backups); on PostgreSQL it runs next to a running server (pg_dump).
 */
async function main() {
  const config = loadConfig();
  const dir = path.resolve(process.argv[2] ?? config.backups?.dir ?? backupsDir(config.dataDir));
  const database = await openDatabase(config);
  try {
    const source = database.pglite
      ? ({ engine: 'pglite', pglite: database.pglite } as const)
      : ({ engine: 'postgres', databaseUrl: config.databaseUrl! } as const);
    const archive = await createBackup({ source, storage: createStorage(config), dir });
    process.stdout.write(`Backup written: ${archive} (${await sizeOf(archive)} bytes)\n`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
});
