import type { PlanId } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface Purchase {
  id: string;
  plan: PlanId;
  /** In US dollars, as charged. */
  amount: number;
  currency: 'usd';
  status: 'pending' | 'failed' | 'completed' | 'refunded' | 'disputed' | 'canceled';
  provider: 'stripe' | 'paypal' | 'free';
  /** What the provider has refunded so far; above 0 on a completed purchase means a partial refund. */
  amountRefunded: number;
  createdAt: string;
  completedAt: string | null;
}

/** The caller's own purchases, newest first. */
export function getPurchases(signal?: AbortSignal) {
  return apiJson<{ purchases: Purchase[] }>('GET', apiPaths.purchases, undefined, { signal });
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
