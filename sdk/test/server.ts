import { setupServer } from 'msw/node';

export const API = 'http://api.test';
export const PAYMENTS = 'http://payments.test';

/** One msw server for the suite; a request no test expects fails the test that made it. */
export const server = setupServer();

export function startServer() {
  server.listen({ onUnhandledRequest: 'error' });
}
