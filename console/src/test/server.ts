import type { paths } from '@pathagar/sdk';
import {
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { setupServer } from 'msw/node';
import { API_URL } from '../app/config';

/** One msw server for the suite; a request no test expects fails the test that made it. */
export const server = setupServer();

type Method = 'get' | 'post' | 'put' | 'delete';
type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: object } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = paths[P][M];
/** The JSON body of the operation's 200 (or 201) response, from the generated SDK types. */
export type OkBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer B } } } }
    ? B
    : Operation<P, M> extends { responses: { 201: { content: { 'application/json': infer B } } } }
      ? B
      : never;

/** `/Singup/getUser/{userId}` → `http://…/Singup/getUser/:userId` for msw. */
function url(path: string): string {
  return API_URL + path.replace(/\{(\w+)\}/g, ':$1');
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

function handler<M extends Method>(method: M) {
  return <P extends PathWith<M>>(path: P, respond: OkBody<P, M> | Resolver) =>
    http[method](
      url(path),
      typeof respond === 'function'
        ? (respond as Resolver)
        : () => HttpResponse.json(respond as never)
    );
}

/**
 * Typed handlers: `mockApi.get('/Singup/Allbooks', [book])` answers 200 with a body the compiler
 * checks against the contract; pass a resolver for anything else (errors, delays, assertions).
 */
export const mockApi = {
  get: handler('get'),
  post: handler('post'),
  put: handler('put'),
  delete: handler('delete'),
};

/** Shorthand: `server.use(...)`. */
export function useHandlers(...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
}

/** An error answer in the contract's ErrorBody shape. */
export function apiError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message, error: message }, { status });
}

export { http, HttpResponse };

/**
 * The multipart body of a request as name → values, for assertions. Files read back as FILE:
 * between jsdom's File and Node's FormData the file name does not survive, the field does.
 */
export async function formFields(request: Request): Promise<Record<string, string[]>> {
  const form = await request.formData();
  const fields: Record<string, string[]> = {};
  form.forEach((value, name) => {
    (fields[name] ??= []).push(typeof value === 'string' ? value : 'FILE');
  });
  return fields;
}
