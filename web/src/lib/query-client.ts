import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * `offlineFirst`: a query is asked for even when the browser says it is offline, since the service
 * worker may answer it from what was saved (reading offline); only its retries wait for a connection.
 * With the default (`online`), a screen opened offline waited, as a skeleton, for a network it did
 * not need.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
