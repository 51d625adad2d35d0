import { createServer, type AddressInfo } from 'node:net';

/** A local port nothing listens on now, for an API started as a real process. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Waits until `check` answers true, polling (no deadline of its own: the test's timeout). */
export async function until(check: () => Promise<boolean>, everyMs = 100) {
  while (!(await check())) await new Promise((r) => setTimeout(r, everyMs));
}

/** Whether the API process on `port` answers its health check. */
export async function isHealthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/ext/health`)).ok;
  } catch {
    return false; // not listening yet
  }
}
