import { adminResendKeyResponse } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdminData } from '@/lib/admin-data.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** E-mails the purchase's unused key again: the same key, to the buyer's confirmed address. */
export function resendPurchaseKey(id: string) {
  return requestJson('POST', apiPaths.admin.purchases.resendKey(id), adminResendKeyResponse);
}

export function useResendPurchaseKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendPurchaseKey(id),
    onSettled: () => invalidateAdminData(queryClient),
  });
}
