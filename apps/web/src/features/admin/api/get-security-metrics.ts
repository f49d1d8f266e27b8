import { adminSecurityMetricsResponse } from 'virtual:response-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Abuse reports and refused activations; refreshed every 30 s. */
export function getSecurityMetrics(signal?: AbortSignal) {
  return requestJson('GET', apiPaths.admin.securityMetrics, adminSecurityMetricsResponse, {
    signal,
  });
}

export function securityMetricsQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.admin.securityMetrics],
    queryFn: ({ signal }) => getSecurityMetrics(signal),
    refetchInterval: 30_000,
  });
}

export function useSecurityMetrics() {
  return useQuery(securityMetricsQueryOptions());
}
