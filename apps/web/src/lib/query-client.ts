import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * One retry for a server failure (5xx). An answer such as 401, 403, 404 or 400 will not change on retry, and a
 * call the network refused or left unanswered for the whole deadline is not repeated behind the person's back
 * (a second 60 s wait): the list shows the failure with 重试 at once.
 */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && (error.code === 0 || (error.code >= 400 && error.code < 500))) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': calls go out even when the browser reports itself offline. React Query's default
      // ('online') would hold them, silently, until the connection returns, and 保存 would spin with no word;
      // the call layer answers 网络异常，请检查网络连接后重试 instead, and the form keeps what was typed.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
