import type { PlanId } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface StyleCount {
  total: number;
  /** Cumulative: how many styles each plan unlocks. */
  byPlan: Record<PlanId, number>;
}

export function getStyleCount(signal?: AbortSignal): Promise<StyleCount> {
  return apiJson<StyleCount>('GET', apiPaths.styles.count, undefined, { signal });
}

export function styleCountQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.styles.count],
    queryFn: ({ signal }) => getStyleCount(signal),
  });
}

export function useStyleCount() {
  return useQuery(styleCountQueryOptions());
}
