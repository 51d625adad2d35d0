import { createMockApi } from '@pathagar/sdk/msw';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import { API_URL } from '../app/config';

/** One msw server for the suite; a request no test expects fails the test that made it. */
export const server = setupServer();

/**
 * Typed handlers: `mockApi.get('/Singup/Allbooks', [book])` answers 200 with a body the compiler
 * checks against the contract; pass a resolver for anything else (errors, delays, assertions).
 */
export const mockApi = createMockApi(API_URL);

/** Shorthand: `server.use(...)`. */
export function useHandlers(...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
}

/** A resolver that never answers: the page stays loading (or sending) for the whole test. */
export async function neverAnswer(): Promise<Response> {
  await delay('infinite');
  return new Response();
}

export { HttpResponse, apiError, counted, formFields, http, type OkBody } from '@pathagar/sdk/msw';
