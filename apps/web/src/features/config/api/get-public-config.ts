import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

/** What the browser may know about this deployment (GET /api/config/public). */
export interface PublicConfig {
  demoMode: boolean;
  botInviteUrl: string;
  communityInviteUrl: string | null;
  stripePublishableKey: string | null;
  /** Demo mode: the Stripe emulator, which the demo card form confirms against. */
  stripeSandboxUrl: string | null;
  paypalClientId: string | null;
}

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiJson<PublicConfig>('GET', apiPaths.publicConfig, undefined, { signal });
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.publicConfig],
    queryFn: ({ signal }) => getPublicConfig(signal),
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
