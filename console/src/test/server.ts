import { createMockApi, HttpResponse, type OkBody, type PathWith } from '@pathagar/sdk/msw';
import type { JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { API_URL } from '../app/config';
import { held } from './popups';

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

/** Serves GET `path` with `body` only once `release()` is called: the loading state shows meanwhile. */
export function heldGet<P extends PathWith<'get'>>(path: P, body: OkBody<P, 'get'>) {
  const answer = held();
  server.use(
    mockApi.get(path, async () => {
      await answer.wait();
      return HttpResponse.json(body as JsonBodyType);
    })
  );
  return answer.release;
}

export { HttpResponse, apiError, counted, formFields, http, type OkBody } from '@pathagar/sdk/msw';
