import { adminPurchasesResponse } from 'virtual:response-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export interface PurchaseSearch {
  /** Buyer name or e-mail in part, or a purchase or payment id exactly; empty for all. */
  query: string;
  page: number;
}

/** One page of purchases, newest first. */
export function getAdminPurchases(search: PurchaseSearch, signal?: AbortSignal) {
  const url = withQuery(apiPaths.admin.purchases.list, { ...search });
  return requestJson('GET', url, adminPurchasesResponse, { signal });
}

export function adminPurchasesQueryOptions(search: PurchaseSearch) {
  return queryOptions({
    queryKey: [apiPaths.admin.purchases.list, search],
    queryFn: ({ signal }) => getAdminPurchases(search, signal),
    // Another admin may have acted since: each visit asks again, showing the last answer meanwhile.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminPurchases(search: PurchaseSearch) {
  return useQuery(adminPurchasesQueryOptions(search));
}
