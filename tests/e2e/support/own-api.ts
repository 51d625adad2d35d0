import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { stack } from './stack';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface OwnApi {
  url: string;
  /** Sends the context's calls to the stack's API to this one instead (the apps' URL is built in). */
  serve(context: BrowserContext): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A second API on its own empty data dir, for a journey that changes what no other file may see
 * (an admin's two-factor login: there is no admin sign-up over HTTP and no way to turn it off).
 * The console keeps the stack's API address; the journey's browser context is routed here.
 */
export async function startOwnApi(env: Record<string, string>): Promise<OwnApi> {
  const { consoleUrl, siteUrl, apiUrl } = stack();
  const dataDir = mkdtempSync(join(tmpdir(), 'pathagar-e2e-own-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const tsxPkg = join(root, 'api', 'node_modules', 'tsx', 'package.json');
  const { bin } = JSON.parse(readFileSync(tsxPkg, 'utf8')) as {
    bin: string | Record<string, string>;
  };
  const tsxBin = typeof bin === 'string' ? bin : bin.tsx!;
  let log = '';
  const child = spawn(process.execPath, [join(dirname(tsxPkg), tsxBin), 'src/server.ts'], {
    cwd: join(root, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SITE_URL: siteUrl,
      CONSOLE_URL: consoleUrl,
      CORS_ORIGINS: [siteUrl, consoleUrl].join(','),
      SEED: 'none',
      RATE_LIMITS: 'off',
      SMTP_HOST: '',
      DATABASE_URL: '',
      JWT_SECRET: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The second API exited:\n${log}`);
    const up = await fetch(`${url}/ext/health`).then(
      (r) => r.ok,
      () => false
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The second API did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    async serve(context) {
      await context.route(
        (target) => target.href.startsWith(`${apiUrl}/`),
        (route) => route.continue({ url: url + route.request().url().slice(apiUrl.length) })
      );
    },
    stop,
  };
}
