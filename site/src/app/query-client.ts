import { isApiError } from '@pathagar/sdk';
import { QueryClient } from '@tanstack/react-query';

/** Refusals (4xx) do not get better by asking again; network trouble and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** `retry: false` for the build-time render, which fails at once rather than waiting out retries. */
export function createQueryClient({ retry = true } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retry && shouldRetry },
      mutations: { retry: false },
    },
  });
}
