import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retries only what a retry can fix: no answer, a server fault, or a storage-version change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 1;
  switch (error.kind) {
    case 'network':
      return failureCount < 2;
    case 'version':
      return failureCount < 1;
    case 'http':
      return error.status >= 500 && failureCount < 1;
    default:
      return false;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
