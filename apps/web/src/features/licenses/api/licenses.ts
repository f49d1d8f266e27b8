import type { PlanId } from '@guildsmith/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface License {
  id: string;
  maskedKey: string;
  plan: PlanId;
  status: 'issued' | 'activated' | 'revoked';
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

/** Claims the account's free key or re-sends one; either way the list is read again. */
export function useLicenseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'free' } | { kind: 'resend'; id: string }) =>
      apiJson<{ id: string }>(
        'POST',
        action.kind === 'free' ? apiPaths.licenses.free : apiPaths.licenses.resend(action.id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [apiPaths.licenses.list] }),
  });
}
