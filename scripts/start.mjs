// `pnpm start`: builds everything for production (`pnpm build`: the API as plain JavaScript, the
// site and the console as static files), then runs the `start` script of every workspace package
// that has one, side by side, with NODE_ENV=production and each line prefixed by the package
// name; stops them all on Ctrl-C or when one fails.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const packages = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'package.json')))
  .map((d) => ({ dir: d.name, pkg: JSON.parse(readFileSync(join(root, d.name, 'package.json'))) }))
  .filter(({ pkg }) => pkg.scripts?.start);

if (packages.length === 0) {
  console.log(
    'Nothing to start yet: api/ (port 5000), site/ (5173) and console/ (5174) have no start script.'
  );
  process.exit(0);
}

// The pnpm that runs this script (npx -y pnpm@10 start): a fresh machine has no global pnpm.
const pnpm = process.env.npm_execpath;
const [pnpmCmd, pnpmArgs] = pnpm ? [process.execPath, [pnpm]] : ['pnpm', []];

console.log('Building the API, the site and the console for production …');
const built = spawnSync(pnpmCmd, [...pnpmArgs, 'run', 'build'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) {
  console.error('The build failed; nothing was started.');
  process.exit(built.status || 1);
}

// Every package runs in its own folder; a relative DATA_DIR means relative to where `start` was
// typed, and the default data dir is ./data at the root (git-ignored).
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: resolve(process.env.DATA_DIR || join(root, 'data')),
};

const children = packages.map(({ dir, pkg }) => {
  const child = spawn(pnpmCmd, [...pnpmArgs, '--filter', pkg.name, 'run', 'start'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping reaches the server behind pnpm too.
    detached: process.platform !== 'win32',
  });
  const prefix = `[${dir}] `;
  const relay = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(prefix + line + '\n');
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}exited (${signal ?? code}); stopping the others.`);
    stopAll(code || 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  stopping = true;
  for (const child of children) {
    try {
      if (process.platform === 'win32') child.kill('SIGTERM');
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
