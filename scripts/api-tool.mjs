// `pnpm backup [dir]` and `pnpm restore <archive>` at the root: runs the API's command-line tool
// with the same DATA_DIR that `pnpm start` uses (./data at the root unless DATA_DIR is set), and
// with paths taken relative to where the command was typed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TOOLS = {
  backup: 'src/maintenance/backup-cli.ts',
  restore: 'src/maintenance/restore-backup-cli.ts',
};
const root = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(root, 'api');
const [tool, ...args] = process.argv.slice(2);
if (!TOOLS[tool]) {
  console.error(`Usage: node scripts/api-tool.mjs ${Object.keys(TOOLS).join('|')} [arguments]`);
  process.exit(2);
}
const typedIn = process.env.INIT_CWD || process.cwd();
const tsx = join(
  dirname(createRequire(join(apiDir, 'package.json')).resolve('tsx/package.json')),
  'dist/cli.mjs'
);
const result = spawnSync(
  process.execPath,
  [tsx, TOOLS[tool], ...args.map((arg) => resolve(typedIn, arg))],
  {
    cwd: apiDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: resolve(typedIn, process.env.DATA_DIR || join(root, 'data')),
    },
  }
);
process.exit(result.status ?? 1);
