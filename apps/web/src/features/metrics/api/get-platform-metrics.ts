import { platformMetricsResponse } from 'virtual:response-contracts';
import type { PlatformMetrics } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Refetched every 30 s and fresh for 25 s (the server caches for 25 s too). */
export const METRICS_REFETCH_MS = 30_000;
export const METRICS_STALE_MS = 25_000;

export function getPlatformMetrics(signal?: AbortSignal): Promise<PlatformMetrics> {
  return requestJson('GET', apiPaths.metrics, platformMetricsResponse, { signal });
}

export function platformMetricsQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.metrics],
    queryFn: ({ signal }) => getPlatformMetrics(signal),
    refetchInterval: METRICS_REFETCH_MS,
    staleTime: METRICS_STALE_MS,
  });
}

export function usePlatformMetrics() {
  return useQuery(platformMetricsQueryOptions());
}
