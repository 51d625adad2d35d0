import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port, for the mail tests. `behaviour(n)` decides the n-th
 * message (from 1): 'accept', 'refuse' (a temporary 451 failure) or 'stall' (never answers the
 * data, as a server that hangs while the API is killed).
 */
export async function startSmtpServer(
  behaviour: (n: number) => 'accept' | 'refuse' | 'stall' = () => 'accept'
) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const stallWaiters: (() => void)[] = [];
  const check = () => {
    for (const w of [...waiters]) {
      if (received.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mode = behaviour(++attempts);
        if (mode === 'stall') {
          for (const w of stallWaiters.splice(0)) w();
          return; // never answers
        }
        if (mode === 'refuse') {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        check();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    get attempts() {
      return attempts;
    },
    /** Resolves once `count` messages were accepted. */
    accepted(count: number) {
      return new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        check();
      });
    },
    /** Resolves when a message is being held without an answer. */
    stalled() {
      return new Promise<void>((resolve) => stallWaiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
