import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { migrateToLatest } from '../db/migrate';
import { formatReport } from './report';
import { importLegacy } from './run';

const REPO_DATA = path.resolve(import.meta.dirname, '../../../data');
const USAGE = 'Usage: pnpm legacy:import <export dir> [--dry-run] [--uploads <dir>] [--json]';

/**
 * `pnpm legacy:import <dir> [--dry-run] [--uploads <dir>]`: imports a legacy MongoDB export into
 * the database of DATA_DIR (PGlite) or DATABASE_URL. Stop the server first when it runs on the
 * embedded database (PGlite allows one process).
 */
async function main() {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      uploads: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  // pnpm runs scripts in the package folder; INIT_CWD is where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const dir = path.resolve(base, positionals[0]!);
  const uploads = values.uploads ? path.resolve(base, values.uploads) : null;
  // As `pnpm start`: DATA_DIR relative to where the command was typed, by default the
  // repository's data/ folder (the one `start` uses).
  const config = loadConfig({
    ...process.env,
    DATA_DIR: path.resolve(base, process.env.DATA_DIR || REPO_DATA),
  });
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const report = await importLegacy({
      db: database.db,
      dir,
      uploadsFrom: uploads,
      uploadsRoot: path.join(config.dataDir, 'uploads'),
      dryRun: values['dry-run'],
      membershipDays: config.membershipDays,
    });
    process.stdout.write(
      values.json
        ? JSON.stringify(
            { ...report, collections: report.collections.map((c) => c.toJSON()) },
            null,
            2
          ) + '\n'
        : formatReport(report) + '\n'
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`Legacy import failed, nothing was changed: ${(error as Error).message}`);
  process.exit(1);
});
