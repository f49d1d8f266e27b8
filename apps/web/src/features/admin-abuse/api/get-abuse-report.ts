import { adminAbuseReportDetailResponse } from 'virtual:response-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** One report with the bot usage behind it and the pauses already lifted. */
export function getAbuseReport(id: string, signal?: AbortSignal) {
  return requestJson(
    'GET',
    apiPaths.admin.abuseReports.detail(id),
    adminAbuseReportDetailResponse,
    {
      signal,
    },
  );
}

export function abuseReportQueryOptions(id: string) {
  return queryOptions({
    queryKey: [apiPaths.admin.abuseReports.detail(id)],
    queryFn: ({ signal }) => getAbuseReport(id, signal),
    staleTime: 0,
  });
}

export function useAbuseReport(id: string) {
  return useQuery(abuseReportQueryOptions(id));
}
