import path from 'node:path';
import { loadConfig } from '../config';
import { kyselyOverPostgres, openPglite } from '../db/index';
import { createStorage } from '../storage/create';
import { restoreBackup, RestoreRefused } from './backup';

/**
 * `pnpm restore <archive>`: puts a `pnpm backup` archive back, into an empty DATA_DIR (embedded
 * database) or an empty PostgreSQL database (DATABASE_URL), with the uploads into the configured
 * storage. Run it before starting the server on that data dir or database.
 */
async function main() {
  const arg = process.argv[2];
  if (!arg) {
    console.error('Usage: pnpm restore <backup archive (.tar.gz)>');
    process.exit(2);
  }
  const config = loadConfig();
  const archive = path.resolve(arg);
  const storage = createStorage(config);
  if (config.databaseUrl) {
    const db = kyselyOverPostgres(config.databaseUrl, 1);
    try {
      const manifest = await restoreBackup({
        archive,
        target: { engine: 'postgres', databaseUrl: config.databaseUrl, db },
        storage,
      });
      report(archive, manifest.createdAt, manifest.uploads);
    } finally {
      await db.destroy();
    }
  } else {
    const manifest = await restoreBackup({
      archive,
      target: { engine: 'pglite', dbDir: path.join(config.dataDir, 'db') },
      storage,
      loadPglite: (dbDir, dump) => openPglite(dbDir, dump),
    });
    report(archive, manifest.createdAt, manifest.uploads);
  }
}

function report(archive: string, createdAt: string, uploads: number) {
  process.stdout.write(`Restored ${archive} (taken ${createdAt}, ${uploads} uploaded files).\n`);
}

main().catch((error) => {
  const refused = error instanceof RestoreRefused;
  console.error(`Restore ${refused ? 'refused' : 'failed'}: ${(error as Error).message}`);
  process.exit(1);
});
