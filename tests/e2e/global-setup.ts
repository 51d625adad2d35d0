/**
 * The end-to-end runner (vitest globalSetup): builds the site and the console against a fresh
 * API, starts the three on a fresh embedded data dir with known admin credentials and SMTP off
 * (mail goes to DATA_DIR/outbox), waits until they answer, hands their addresses to the tests
 * and stops them all afterwards, also when a test, the setup or the run itself fails or is
 * interrupted. The servers' logs are kept in e2e/artifacts/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { Stack } from './support/stack';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
export const ARTIFACTS = join(here, 'artifacts');

const ADMIN = { email: 'e2e-admin@pathagar.test', password: 'e2e-admin-password' };
const STARTUP_TIMEOUT_MS = 240_000;

const say = (line: string) => process.stdout.write(`[e2e] ${line}\n`);

interface Running {
  name: string;
  child: ChildProcess;
  exited: boolean;
}
const running: Running[] = [];

/** A package's own binary (vite, tsx), run with this node: no pnpm, npx or shell in between. */
function binOf(pkgDir: string, dependency: string, bin: string): string {
  const pkgJson = join(root, pkgDir, 'node_modules', dependency, 'package.json');
  const { bin: bins } = JSON.parse(readFileSync(pkgJson, 'utf8')) as {
    bin: string | Record<string, string>;
  };
  const rel = typeof bins === 'string' ? bins : bins[bin];
  if (!rel) throw new Error(`${dependency} has no "${bin}" binary`);
  return join(dirname(pkgJson), rel);
}

/** Starts a child in its own process group (so stopping reaches its children), logging to a file. */
function start(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Running {
  const log = createWriteStream(join(ARTIFACTS, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const entry: Running = { name, child, exited: false };
  child.on('exit', (code, signal) => {
    entry.exited = true;
    log.end(`\n[e2e] ${name} exited (${signal ?? code})\n`);
  });
  running.push(entry);
  return entry;
}

/** Runs a child to completion (the builds); rejects with the log's tail when it fails. */
async function runToEnd(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const entry = start(name, args, cwd, env);
  const code = await new Promise<number | null>((done) => entry.child.on('exit', done));
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${tail(name)}`);
}

function tail(name: string, lines = 40): string {
  try {
    return readFileSync(join(ARTIFACTS, `${name}.log`), 'utf8')
      .split('\n')
      .slice(-lines)
      .join('\n');
  } catch {
    return '(no log)';
  }
}

function stopAll(signal: NodeJS.Signals = 'SIGTERM') {
  for (const entry of running) {
    if (entry.exited || entry.child.pid === undefined) continue;
    try {
      process.kill(-entry.child.pid, signal);
    } catch {
      // already gone
    }
  }
}

async function stopAllAndWait() {
  stopAll('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (running.some((e) => !e.exited) && Date.now() < deadline) await sleep(100);
  stopAll('SIGKILL');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The standard port when it is free, any free port otherwise. */
async function port(preferred: number): Promise<number> {
  const tryListen = (p: number) =>
    new Promise<number | null>((done) => {
      const server = createServer();
      server.once('error', () => done(null));
      server.listen(p, '127.0.0.1', () => {
        const address = server.address();
        const got = typeof address === 'object' && address ? address.port : null;
        server.close(() => done(got));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0)) ?? preferred;
}

async function waitFor(url: string, who: Running, deadline: number) {
  while (Date.now() < deadline) {
    if (who.exited) throw new Error(`${who.name} stopped before answering:\n${tail(who.name)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(
    `${url} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${tail(who.name)}`
  );
}

/** The run's temporary folder (builds and data dir), removed when the run ends. */
let work: string | undefined;

const onSignal = (signal: NodeJS.Signals) => {
  stopAll('SIGKILL');
  if (work) rmSync(work, { recursive: true, force: true });
  process.exit(signal === 'SIGINT' ? 130 : 143);
};
const onExit = () => stopAll('SIGKILL');

export default async function setup(project: TestProject) {
  const began = Date.now();
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', onExit);

  work = mkdtempSync(join(tmpdir(), 'pathagar-e2e-'));
  const dataDir = join(work, 'data');
  const [apiPort, sitePort, consolePort] = [await port(5000), await port(5173), await port(5174)];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const consoleUrl = `http://127.0.0.1:${consolePort}`;
  const stack: Stack = {
    apiUrl,
    siteUrl,
    consoleUrl,
    dataDir,
    artifacts: ARTIFACTS,
    // Inside the site's node_modules, where the entry's imports (react…) resolve.
    siteSsrOut: join(root, 'site', 'node_modules', '.prerender-e2e'),
    admin: ADMIN,
  };

  try {
    const vite = binOf('site', 'vite', 'vite');
    const consoleVite = binOf('console', 'vite', 'vite');
    const viteEnv = {
      VITE_API_URL: apiUrl,
      VITE_SITE_URL: siteUrl,
      VITE_CONSOLE_URL: consoleUrl,
      // The site's build prerenders its public pages with an SSR entry built first (as
      // `pnpm build` does); this run's own, so it needs no earlier build of the site.
      PRERENDER_OUT: stack.siteSsrOut,
    };
    say(`building the site and the console against ${apiUrl} …`);
    const siteDist = join(work, 'site-dist');
    const consoleDist = join(work, 'console-dist');
    await runToEnd(
      'site-ssr-build',
      [vite, 'build', '--ssr', 'src/prerender.tsx'],
      join(root, 'site'),
      viteEnv
    );
    await runToEnd(
      'site-build',
      [vite, 'build', '--outDir', siteDist],
      join(root, 'site'),
      viteEnv
    );
    await runToEnd(
      'console-build',
      [consoleVite, 'build', '--outDir', consoleDist],
      join(root, 'console'),
      viteEnv
    );

    say(`starting api ${apiUrl}, site ${siteUrl}, console ${consoleUrl} (data in ${dataDir})`);
    const api = start('api', [binOf('api', 'tsx', 'tsx'), 'src/server.ts'], join(root, 'api'), {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: apiUrl,
      SITE_URL: siteUrl,
      CONSOLE_URL: consoleUrl,
      CORS_ORIGINS: [siteUrl, consoleUrl].join(','),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED: 'demo',
      RATE_LIMITS: 'off',
      SMTP_HOST: '',
      DATABASE_URL: '',
      JWT_SECRET: '',
      LOG_LEVEL: 'info',
    });
    const preview = (dist: string) => ['preview', '--outDir', dist, '--host', '127.0.0.1'];
    const site = start(
      'site',
      [vite, ...preview(siteDist), '--port', String(sitePort), '--strictPort'],
      join(root, 'site'),
      {}
    );
    const adminConsole = start(
      'console',
      [consoleVite, ...preview(consoleDist), '--port', String(consolePort), '--strictPort'],
      join(root, 'console'),
      {}
    );

    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    await waitFor(`${apiUrl}/ext/health`, api, deadline);
    await waitFor(`${siteUrl}/`, site, deadline);
    await waitFor(`${consoleUrl}/`, adminConsole, deadline);
    say(`ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  } catch (error) {
    await stopAllAndWait();
    throw error;
  }

  project.provide('stack', stack);

  return async () => {
    await stopAllAndWait();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', onExit);
    if (work && existsSync(work)) rmSync(work, { recursive: true, force: true });
    say(`servers stopped; logs in ${ARTIFACTS}`);
  };
}
