import { purchasesResponse } from 'virtual:response-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** The caller's own purchases, newest first. */
export function getPurchases(signal?: AbortSignal) {
  return requestJson('GET', apiPaths.purchases, purchasesResponse, { signal });
}

export function purchasesQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.purchases],
    queryFn: ({ signal }) => getPurchases(signal),
    staleTime: 30_000,
  });
}

export function usePurchases() {
  return useQuery(purchasesQueryOptions());
}
