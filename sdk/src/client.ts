import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, apiErrorFromResponse } from './errors';
import { operationMeta } from './generated/operations';
import type { paths } from './generated/schema';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Base URL of the API, e.g. `https://api.example.org` (never hard-coded in the apps). */
  baseUrl: string;
  /**
   * Base URL of the payments host that served the proposals calls in legacy deployments
   * (GET /SingUpAdmin/accpetedPaymentDetails, POST /SingUpAdmin/delete). Defaults to `baseUrl`.
   */
  paymentsBaseUrl?: string | undefined;
  /** Returns the current access token, or nothing when logged out. Read on every request. */
  getToken?: () => string | null | undefined;
  /**
   * Called when a request that carried a token is answered 401 (expired, revoked or rejected
   * token), so the app can log out cleanly. The call still rejects with the ApiError.
   */
  onUnauthorized?: (error: ApiError) => void;
  /** Custom fetch (tests, SSR). Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
}

function trimSlash(url: string) {
  return url.replace(/\/+$/, '');
}

/**
 * Creates the one API client of an app: openapi-fetch typed by the generated `paths`, plus
 * middleware that adds the bearer token where the contract asks for it, routes the proposals
 * calls to the payments host, and turns every failure into an ApiError (so `data` is always set
 * when a call resolves).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = trimSlash(options.baseUrl);
  const paymentsBaseUrl = trimSlash(options.paymentsBaseUrl ?? options.baseUrl);
  const sentToken = new WeakSet<Request>();

  const client = createFetchClient<paths>({
    baseUrl,
    // Looked up per call so test interceptors (msw) installed after creation still apply.
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
  });

  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      const meta = operationMeta[`${request.method} ${schemaPath}`];
      let next = request;
      if (
        meta?.server === 'payments' &&
        paymentsBaseUrl !== baseUrl &&
        request.url.startsWith(baseUrl)
      ) {
        next = new Request(paymentsBaseUrl + request.url.slice(baseUrl.length), request);
      }
      const token = meta && meta.auth !== 'none' ? options.getToken?.() : undefined;
      if (token) {
        next.headers.set('Authorization', `Bearer ${token}`);
        sentToken.add(next);
      }
      return next;
    },
    async onResponse({ request, response }) {
      if (response.ok) return undefined;
      const error = await apiErrorFromResponse(response);
      if (error.status === 401 && sentToken.has(request)) options.onUnauthorized?.(error);
      throw error;
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      return new ApiError({
        status: 0,
        code: 'network_error',
        message: error instanceof Error ? error.message : 'Network request failed',
        cause: error,
      });
    },
  };
  client.use(middleware);
  return client;
}
