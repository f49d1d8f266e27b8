import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './request.ts';

/**
 * The app's defaults: no retries, no refetch on focus or interval,
 * data never goes stale by itself. Queries that poll set their own interval.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
