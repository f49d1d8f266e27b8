import { adminRevokeSessionsResponse } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdminData } from '@/lib/admin-data.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Signs the account out everywhere; the reason goes to the audit log. */
export function revokeUserSessions(id: string, reason: string) {
  return requestJson('POST', apiPaths.admin.users.revokeSessions(id), adminRevokeSessionsResponse, {
    body: { reason },
  });
}

export function useRevokeUserSessions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => revokeUserSessions(id, reason),
    onSettled: () => invalidateAdminData(queryClient),
  });
}
