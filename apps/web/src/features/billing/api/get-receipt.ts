import { receiptResponse } from 'virtual:response-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { ApiError, requestJson } from '@/lib/request.ts';

/** One of the caller's paid purchases as a receipt; someone else's answers 404. */
export function getReceipt(purchaseId: string, signal?: AbortSignal) {
  return requestJson('GET', apiPaths.receipt(purchaseId), receiptResponse, { signal });
}

export function useReceipt(purchaseId: string) {
  return useQuery({
    queryKey: [apiPaths.receipt(purchaseId)],
    queryFn: ({ signal }) => getReceipt(purchaseId, signal),
    staleTime: 60_000,
    // A missing receipt stays missing: asking again only delays saying so.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
