import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { clearTokens, getToken } from '@/lib/auth-storage.ts';
import { pageReloader } from '@/lib/reload-page.ts';
import { apiJson, isUnauthorizedError } from '@/lib/request.ts';
import type { User } from './user.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  try {
    return await apiJson<User>('GET', apiPaths.auth.user, undefined, { signal });
  } catch (error) {
    // Spec section 4: an authentication error clears the credential and reloads the page.
    if (isUnauthorizedError(error)) {
      clearTokens();
      pageReloader.reload();
    }
    throw error;
  }
}

/** Runs only when a credential is stored; cached 5 minutes, never retried or refetched on focus. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.auth.user],
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: getToken() !== null,
    staleTime: FIVE_MINUTES,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
