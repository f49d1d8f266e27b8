import { adminLiftPauseResponse } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdminData } from '@/lib/admin-data.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Lets the report's Discord user and server activate keys again at once. */
export function liftActivationPause(id: string, reason: string) {
  return requestJson('POST', apiPaths.admin.abuseReports.liftPause(id), adminLiftPauseResponse, {
    body: { reason },
  });
}

export function useLiftActivationPause(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => liftActivationPause(id, reason),
    onSettled: () => invalidateAdminData(queryClient),
  });
}
