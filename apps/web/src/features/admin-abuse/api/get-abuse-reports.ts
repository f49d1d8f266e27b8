import { adminAbuseReportsResponse } from 'virtual:response-contracts';
import type { AbuseReportStatus, AbuseSeverity } from '@guildsmith/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export interface AbuseReportFilter {
  /** Empty for every status (or severity). */
  status: AbuseReportStatus | '';
  severity: AbuseSeverity | '';
  page: number;
}

/** One page of abuse reports, newest first. */
export function getAbuseReports(filter: AbuseReportFilter, signal?: AbortSignal) {
  const url = withQuery(apiPaths.admin.abuseReports.list, { ...filter });
  return requestJson('GET', url, adminAbuseReportsResponse, { signal });
}

export function abuseReportsQueryOptions(filter: AbuseReportFilter) {
  return queryOptions({
    queryKey: [apiPaths.admin.abuseReports.list, filter],
    queryFn: ({ signal }) => getAbuseReports(filter, signal),
    // Reports keep arriving and other admins close them: each visit asks again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAbuseReports(filter: AbuseReportFilter) {
  return useQuery(abuseReportsQueryOptions(filter));
}
