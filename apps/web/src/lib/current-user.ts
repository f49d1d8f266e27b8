import { userSchema } from 'virtual:response-contracts';
import type { User } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from './api-paths.ts';
import { clearTokens, getToken } from './auth-storage.ts';
import { pageReloader } from './reload-page.ts';
import { isUnauthorizedError, requestJson } from './request.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  try {
    return await requestJson('GET', apiPaths.auth.user, userSchema, { signal });
  } catch (error) {
    // A credential the server no longer accepts is forgotten, and the page starts over signed out.
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

/** Signed in when any of username, firstName or email is present. */
export function isSignedInUser(user: User | null | undefined): user is User {
  return Boolean(user && (user.username || user.firstName || user.email));
}

/** Everyone but admins names their profile before anything else. */
export function needsProfileSetup(user: User): boolean {
  return user.role !== 'admin' && !user.profileCompleted;
}

/** The signed-in user, or null while signed out (or while the user is still loading). */
export function useSignedInUser(): User | null {
  const { data } = useCurrentUser();
  return isSignedInUser(data) ? data : null;
}
