import { styleCountResponse } from 'virtual:response-contracts';
import type { StyleCount } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from './api-paths.ts';
import { requestJson } from './request.ts';

/** How many styles each plan unlocks: pricing, checkout, the dashboard and the landing quote it. */
export function getStyleCount(signal?: AbortSignal): Promise<StyleCount> {
  return requestJson('GET', apiPaths.styles.count, styleCountResponse, { signal });
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
