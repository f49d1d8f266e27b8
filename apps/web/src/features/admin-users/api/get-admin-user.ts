import { adminUserDetailResponse } from 'virtual:response-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** One account with its purchases, keys (masked), servers and builds. */
export function getAdminUser(id: string, signal?: AbortSignal) {
  return requestJson('GET', apiPaths.admin.users.detail(id), adminUserDetailResponse, { signal });
}

export function adminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: [apiPaths.admin.users.detail(id)],
    queryFn: ({ signal }) => getAdminUser(id, signal),
    staleTime: 0,
  });
}

export function useAdminUser(id: string) {
  return useQuery(adminUserQueryOptions(id));
}
