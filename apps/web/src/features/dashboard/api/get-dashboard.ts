import { dashboardResponse } from 'virtual:response-contracts';
import type { DashboardResponse } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return requestJson('GET', apiPaths.dashboard, dashboardResponse, { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.dashboard],
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 30_000,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
