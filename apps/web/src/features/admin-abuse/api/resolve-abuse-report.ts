import { adminAbuseReportSchema } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdminData } from '@/lib/admin-data.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export interface AbuseReportOutcome {
  status: 'resolved' | 'dismissed';
  /** What was done; the audit log keeps it as the reason. */
  actionTaken: string;
}

export function resolveAbuseReport(id: string, outcome: AbuseReportOutcome) {
  return requestJson('POST', apiPaths.admin.abuseReports.resolve(id), adminAbuseReportSchema, {
    body: outcome,
  });
}

export function useResolveAbuseReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: AbuseReportOutcome) => resolveAbuseReport(id, outcome),
    onSettled: () => invalidateAdminData(queryClient),
  });
}
