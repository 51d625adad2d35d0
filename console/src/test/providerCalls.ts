import { api } from '../app/api';
import { createDataProvider } from '../providers/dataProvider';
import type { MockMethod, OkBody, PathWith } from '@pathagar/sdk/msw';
import type { JsonBodyType } from 'msw';
import { formFields, HttpResponse, mockApi, server } from './server';

/** A handler that records the request, then answers `body` (with `init`, e.g. a 201). */
const answering =
  (take: (request: Request) => Promise<void>) =>
  (body: JsonBodyType, init?: ResponseInit) =>
  async ({ request }: { request: Request }) => {
    await take(request);
    return HttpResponse.json(body, init);
  };

/*
 * What the resources' provider tests share: the console's real data provider over the SDK (only
 * the network is msw's), list parameters, and recorders of what the handlers received.
 */

export const dp = createDataProvider(api);

/** getList's parameters: one page holding everything unless told, in id order. */
export const listParams = (filter: Record<string, unknown> = {}, page = 1, perPage = 100) => ({
  pagination: { page, perPage },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

/** Records the last request a handler got: the URL and, for bodies, JSON or multipart fields. */
export function capture() {
  const seen: { url?: URL; json?: unknown; form?: Record<string, string[]> } = {};
  const take = async (request: Request) => {
    seen.url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    if (type.startsWith('multipart/')) seen.form = await formFields(request);
    else if (type.includes('json')) seen.json = await request.json();
  };
  return { seen, take, answer: answering(take) };
}

/** Every request the handlers got, in order: method, path with query, JSON body. */
export function recorder() {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const take = async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({
      method: request.method,
      url: url.pathname + url.search,
      ...(text ? { body: JSON.parse(text) as unknown } : {}),
    });
  };
  return { calls, take, answer: answering(take) };
}

/** Serves one operation with its typed success body, handing each request to `take` first. */
function serveTo<M extends MockMethod, P extends PathWith<M>>(
  take: (request: Request) => Promise<void>,
  method: M,
  path: P,
  body: OkBody<P, M>,
  status: number
) {
  const handler = mockApi[method] as (
    path: P,
    respond: ReturnType<ReturnType<typeof answering>>
  ) => never;
  server.use(handler(path, answering(take)(body as JsonBodyType, { status })));
}

/**
 * Serves one operation with its typed success body (`status` 201 for the add calls) and records
 * the last request it got: `const seen = serve(…)`, `await dp.create(…)`, then look at `seen`.
 */
export function serve<M extends MockMethod, P extends PathWith<M>>(
  method: M,
  path: P,
  body: OkBody<P, M>,
  status = 200
) {
  const c = capture();
  serveTo(c.take, method, path, body, status);
  return c.seen;
}

/** Like serve, but collects the JSON body of every request, in order (to see it was sent once). */
export function jsonBodies<M extends MockMethod, P extends PathWith<M>>(
  method: M,
  path: P,
  body: OkBody<P, M>,
  status = 200
) {
  const bodies: unknown[] = [];
  serveTo(async (request) => void bodies.push(await request.json()), method, path, body, status);
  return bodies;
}
