import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/** One retry for transient failures (network, 5xx); an answer such as 401, 403, 404 or 400 will not change on retry. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.code >= 400 && error.code < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
