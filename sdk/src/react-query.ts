import createQueryHooks from 'openapi-react-query';
import type { ApiClient } from './client';

/**
 * React Query bindings over the app's one API client: `useQuery`, `useSuspenseQuery`,
 * `useMutation` and `queryOptions` (for route loaders' `ensureQueryData`), all typed by path.
 * Query keys are `[method, path, init]`, e.g. `['get', '/Singup/Allbooks']` to invalidate.
 */
export function createApiHooks(client: ApiClient) {
  return createQueryHooks(client);
}

export type ApiHooks = ReturnType<typeof createApiHooks>;
