import { adminAuditLogResponse } from 'virtual:response-contracts';
import type { AdminAuditAction } from '@guildsmith/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export interface AuditLogFilter {
  /** Empty for every action. */
  action: AdminAuditAction | '';
  page: number;
}

/** One page of what admins did, newest first. */
export function getAuditLog(filter: AuditLogFilter, signal?: AbortSignal) {
  const url = withQuery(apiPaths.admin.auditLog, { ...filter });
  return requestJson('GET', url, adminAuditLogResponse, { signal });
}

export function auditLogQueryOptions(filter: AuditLogFilter) {
  return queryOptions({
    queryKey: [apiPaths.admin.auditLog, filter],
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    // Every admin adds to it: each visit asks again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filter: AuditLogFilter) {
  return useQuery(auditLogQueryOptions(filter));
}
