import { analyticsDashboardResponse } from 'virtual:response-contracts';
import type { AnalyticsDashboard, AnalyticsMetric, AnalyticsRange } from '@guildsmith/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export interface AnalyticsSelection {
  range: AnalyticsRange;
  metric: AnalyticsMetric;
}

/** `?range=&metric=`, shared with the export so the file holds what the page shows. */
export function analyticsSearch({ range, metric }: AnalyticsSelection): string {
  return new URLSearchParams({ range, metric }).toString();
}

export function getAnalyticsDashboard(
  selection: AnalyticsSelection,
  signal?: AbortSignal,
): Promise<AnalyticsDashboard> {
  const url = `${apiPaths.analytics.dashboard}?${analyticsSearch(selection)}`;
  return requestJson('GET', url, analyticsDashboardResponse, { signal });
}

export function analyticsDashboardQueryOptions(selection: AnalyticsSelection) {
  return queryOptions({
    queryKey: [apiPaths.analytics.dashboard, selection],
    queryFn: ({ signal }) => getAnalyticsDashboard(selection, signal),
    refetchInterval: 30_000,
    // The figures of the previous choice stay up (dimmed) while the new ones load.
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsDashboard(selection: AnalyticsSelection) {
  return useQuery(analyticsDashboardQueryOptions(selection));
}
