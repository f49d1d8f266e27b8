import { adminRecentPurchasesResponse } from 'virtual:response-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** The newest purchases, newest first. */
export function getRecentPurchases(signal?: AbortSignal) {
  return requestJson('GET', apiPaths.admin.recentPurchases, adminRecentPurchasesResponse, {
    signal,
  });
}

export function recentPurchasesQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.admin.recentPurchases],
    queryFn: ({ signal }) => getRecentPurchases(signal),
    refetchInterval: 60_000,
  });
}

export function useRecentPurchases() {
  return useQuery(recentPurchasesQueryOptions());
}
