import type { components } from './generated/schema';

type ServerErrorCode = components['schemas']['ErrorCode'];

/**
 * `network_error`: the request never got an HTTP answer (offline, DNS, CORS, server down).
 * `unknown`: an HTTP error whose body is not our ErrorBody (e.g. a proxy's HTML 502 page).
 */
export type ApiErrorCode = ServerErrorCode | 'network_error' | 'unknown';

/**
 * The one error every SDK call rejects with, whatever went wrong, so each app needs a single
 * error-to-message mapping (by `code`) and a single "log out on 401" rule.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The request field at fault, for validation errors. */
  readonly field: string | undefined;
  /** The parsed response body (or raw text) for debugging; undefined for network errors. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    field?: string | undefined;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.body = init.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function fallbackCode(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'validation_failed';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal' : 'unknown';
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * Reads a non-2xx response into an ApiError. Our server always answers ErrorBody; legacy-shaped
 * bodies (`{error}`, `{msg}`) and non-JSON bodies are still turned into a usable error.
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const raw = await response.clone().text();
  let body: unknown = raw;
  try {
    body = raw ? JSON.parse(raw) : undefined;
  } catch {
    // Not JSON (e.g. an HTML error page from a proxy): keep the text as the body.
  }
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = text(fields.code) as ServerErrorCode | undefined;
  const message =
    text(fields.message) ??
    text(fields.error) ??
    text(fields.msg) ??
    (response.statusText || `HTTP ${response.status}`);
  return new ApiError({
    status: response.status,
    code: code ?? (typeof body === 'object' ? fallbackCode(response.status) : 'unknown'),
    message,
    field: text(fields.field),
    body,
  });
}
