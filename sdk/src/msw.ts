/**
 * `@pathagar/sdk/msw`: one typed msw mock of the Pathagar API for the apps' tests. Handlers are
 * typed from the generated `paths`, so a mocked body that drifts from the contract fails to
 * compile. Each app makes its own `setupServer()` and `createMockApi(API_URL)`.
 */
import {
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { paths } from './generated/schema';

export type MockMethod = 'get' | 'post' | 'put' | 'delete';

/** The contract's paths that have an operation for `M`. */
export type PathWith<M extends MockMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: object } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends MockMethod> = paths[P][M];

/** The JSON body of the operation's 200 (or 201) response, from the generated SDK types. */
export type OkBody<P extends keyof paths, M extends MockMethod> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer B } } } }
    ? B
    : Operation<P, M> extends { responses: { 201: { content: { 'application/json': infer B } } } }
      ? B
      : never;

/** Any msw resolver: for errors, delays and assertions on the request. */
export type MockResolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

/** `/Singup/getUser/{userId}` → `/Singup/getUser/:userId`: the contract's templates for msw. */
export function mswPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Typed handlers for the API at `baseUrl`: `mockApi.get('/Singup/Allbooks', [book])` answers 200
 * with a body the compiler checks against the contract; pass a resolver for anything else.
 */
export function createMockApi(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  const handler =
    <M extends MockMethod>(method: M) =>
    <P extends PathWith<M>>(path: P, respond: OkBody<P, M> | MockResolver) =>
      http[method](
        base + mswPath(path),
        typeof respond === 'function'
          ? (respond as MockResolver)
          : () => HttpResponse.json(respond as never)
      );
  return {
    get: handler('get'),
    post: handler('post'),
    put: handler('put'),
    delete: handler('delete'),
  };
}

export type MockApi = ReturnType<typeof createMockApi>;

/** An error answer in the contract's ErrorBody shape. */
export function apiError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message, error: message }, { status });
}

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

/**
 * Wraps a resolver and counts the requests it answers, for tests that a form sent nothing (or
 * that a page asked): `const [answer, calls] = counted(() => HttpResponse.json(body))`.
 */
export function counted<A extends unknown[], R>(resolver: (...args: A) => R) {
  const calls = { count: 0 };
  const answer = (...args: A): R => {
    calls.count += 1;
    return resolver(...args);
  };
  return [answer, calls] as const;
}

export { http, HttpResponse };
