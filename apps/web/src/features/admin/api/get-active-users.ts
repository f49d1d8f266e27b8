import { adminActiveUsersResponse } from 'virtual:response-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** The buyers who signed in most recently; refreshed every minute. */
export function getActiveUsers(signal?: AbortSignal) {
  return requestJson('GET', apiPaths.admin.activeUsers, adminActiveUsersResponse, { signal });
}

export function activeUsersQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.admin.activeUsers],
    queryFn: ({ signal }) => getActiveUsers(signal),
    refetchInterval: 60_000,
  });
}

export function useActiveUsers() {
  return useQuery(activeUsersQueryOptions());
}
