import { adminRefundResponse } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdminData } from '@/lib/admin-data.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Refunds what is left of the purchase; the reason goes to the audit log. */
export function refundPurchase(id: string, reason: string) {
  return requestJson('POST', apiPaths.admin.purchases.refund(id), adminRefundResponse, {
    body: { reason },
  });
}

export function useRefundPurchase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => refundPurchase(id, reason),
    // A refusal (already refunded elsewhere) also means the page is out of date.
    onSettled: () => invalidateAdminData(queryClient),
  });
}
