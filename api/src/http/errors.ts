import type { ErrorCode } from '@pathagar/sdk/schema';

/**
 * An expected failure a handler reports: it becomes the ErrorBody of the contract,
 * `{code, message, error, field?}`, with this status. Anything else thrown is a 500 whose
 * details stay in the log.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Extra legacy fields some routes answer with, such as `success: false`. */
    readonly extra?: Record<string, unknown>
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      error: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...this.extra,
    };
  }
}

export const badRequest = (
  message: string,
  field?: string,
  code: ErrorCode = 'validation_failed'
) => new HttpError(400, code, message, field);

export const notFound = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(404, 'not_found', message, undefined, extra);

export const conflict = (code: ErrorCode, message: string, field?: string) =>
  new HttpError(409, code, message, field);

export const forbidden = (code: ErrorCode, message: string) => new HttpError(403, code, message);

export const MESSAGES = {
  authRequired: 'Authentication required.',
  sessionExpired: 'Your session has expired. Please log in again.',
  invalidToken: 'Invalid token.',
  adminOnly: 'Admin access required.',
  notOwner: 'You can only access your own account.',
  internal: 'Something went wrong. Please try again later.',
  fileTooLarge: 'File too large. The limit is 5 MB.',
  imageTooLarge: 'Image too large. The limit is 40 megapixels.',
  bodyTooLarge: 'Request body too large.',
  invalidFile: 'Invalid file format. Only .jpg, .jpeg, .png allowed.',
  fileRequired: 'File is required',
  tooManyFiles: 'You can only upload up to 5 images in total.',
  routeNotFound: 'Route not found.',
  rateLimited: 'Too many requests. Please try again later.',
} as const;

export const unauthorized = (message: string = MESSAGES.authRequired) =>
  new HttpError(401, 'unauthorized', message);
