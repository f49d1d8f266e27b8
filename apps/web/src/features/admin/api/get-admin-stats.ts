import { adminStatsResponse } from 'virtual:response-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Users, revenue and active servers; refreshed every 30 s while the page is open. */
export function getAdminStats(signal?: AbortSignal) {
  return requestJson('GET', apiPaths.admin.stats, adminStatsResponse, { signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.admin.stats],
    queryFn: ({ signal }) => getAdminStats(signal),
    refetchInterval: 30_000,
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
