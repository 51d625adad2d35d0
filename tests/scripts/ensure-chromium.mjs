// Makes sure the browser the end-to-end suite drives is there: CHROMIUM_PATH, or Debian's
// Chromium at /usr/bin/chromium, installed with apt-get when missing (browsers cannot be
// downloaded by npm here). Used by `.ci/run` and by this package's `test`, so the README's test
// command works on a fresh Debian machine too.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT = '/usr/bin/chromium';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function has(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const wanted = process.env.CHROMIUM_PATH || DEFAULT;
if (executable(wanted)) process.exit(0);
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH=${wanted} is not an executable file.`);
  process.exit(1);
}
if (!has('apt-get')) {
  console.error(
    `The end-to-end tests need Chromium at ${DEFAULT} (or CHROMIUM_PATH) and this machine has no ` +
      'apt-get to install it. Install Chromium, then run the tests again.'
  );
  process.exit(1);
}
const root = process.getuid?.() === 0;
if (!root && !has('sudo')) {
  console.error(`Chromium is missing: run "apt-get install -y chromium" as root, then try again.`);
  process.exit(1);
}
const run = (args) => {
  const [command, rest] = root ? [args[0], args.slice(1)] : ['sudo', args];
  execFileSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};
console.log(`Chromium is missing; installing Debian's chromium with apt-get …`);
run(['apt-get', 'update']);
run(['apt-get', 'install', '-y', 'chromium']);
if (!executable(DEFAULT)) {
  console.error(`apt-get finished but ${DEFAULT} is still missing.`);
  process.exit(1);
}
