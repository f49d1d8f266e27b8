import type { PlanId } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface License {
  id: string;
  maskedKey: string;
  plan: PlanId;
  status: 'issued' | 'activated' | 'revoked';
  /** Why a revoked key stopped working; null while it works. */
  revokedReason: 'refunded' | 'disputed' | 'replaced' | null;
  /** Whether the server can e-mail this very key again. */
  resendable: boolean;
  serverId: string | null;
  activatedAt: string | null;
  createdAt: string;
}

export function getLicenses(signal?: AbortSignal) {
  return apiJson<{ licenses: License[] }>('GET', apiPaths.licenses.list, undefined, { signal });
}

export function licensesQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.licenses.list],
    queryFn: ({ signal }) => getLicenses(signal),
    staleTime: 30_000,
  });
}

export function useLicenses() {
  return useQuery(licensesQueryOptions());
}
