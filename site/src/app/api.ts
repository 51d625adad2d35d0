import { createApiClient } from '@pathagar/sdk';
import { API_URL } from './config';
import { session } from './session';

/**
 * The site's one API client. A 401 on a call that carried the member's token means the session
 * is over (expired, or revoked by a password change elsewhere): end it here, once, and let the
 * shell tell the member, instead of every screen failing on its own.
 */
export const api = createApiClient({
  baseUrl: API_URL,
  getToken: () => session.get().token,
  onUnauthorized: () => {
    if (session.get().token) session.end('expired');
  },
  // The server writes its e-mails (verification codes, receipts) in the reader's language.
  fetch: ((request: Request) => {
    // At build time (src/prerender.tsx) there is no document: the pages are Bangla.
    const language = typeof document === 'undefined' ? 'bn' : document.documentElement.lang;
    if (language) request.headers.set('Accept-Language', language);
    return globalThis.fetch(request);
  }) as typeof fetch,
});

// The body of a resolved call, without `!` (it lives in the SDK, shared with the console).
export { dataOf } from '@pathagar/sdk';
