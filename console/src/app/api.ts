import { createApiClient } from '@pathagar/sdk';
import { API_URL } from './config';
import { adminSession } from './session';

/**
 * The console's one API client. A 401 surfaces as a rejected ApiError with `status`, which
 * react-admin hands to authProvider.checkError: that one place ends the session.
 */
export const api = createApiClient({
  baseUrl: API_URL,
  getToken: () => adminSession.token(),
  fetch: ((request: Request) => {
    const language = document.documentElement.lang;
    if (language) request.headers.set('Accept-Language', language);
    return globalThis.fetch(request);
  }) as typeof fetch,
});
