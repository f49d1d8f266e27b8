import { adminPurchaseDetailResponse } from 'virtual:response-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** One purchase with its keys (masked), their servers and its e-mails. */
export function getAdminPurchase(id: string, signal?: AbortSignal) {
  return requestJson('GET', apiPaths.admin.purchases.detail(id), adminPurchaseDetailResponse, {
    signal,
  });
}

export function adminPurchaseQueryOptions(id: string) {
  return queryOptions({
    queryKey: [apiPaths.admin.purchases.detail(id)],
    queryFn: ({ signal }) => getAdminPurchase(id, signal),
    staleTime: 0,
  });
}

export function useAdminPurchase(id: string) {
  return useQuery(adminPurchaseQueryOptions(id));
}
