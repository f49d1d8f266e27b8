import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface DashboardData {
  activity: {
    serversCreated: number;
    stylesUsed: number;
    lastActivityAt: string | null;
    recentStyles: { styleId: string; serverId: string; serverName: string; builtAt: string }[];
  };
  systemStatus: { operational: boolean; checks: { name: string; ok: boolean }[] };
}

export function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  return apiJson<DashboardData>('GET', apiPaths.dashboard, undefined, { signal });
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
