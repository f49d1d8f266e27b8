import { styleRangeResponse } from 'virtual:response-contracts';
import type { StyleRange } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** What the smallest and the largest style of the catalogue build. */
export function getStyleRange(signal?: AbortSignal): Promise<StyleRange> {
  return requestJson('GET', apiPaths.styles.range, styleRangeResponse, { signal });
}

export function styleRangeQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.styles.range],
    queryFn: ({ signal }) => getStyleRange(signal),
  });
}

export function useStyleRange() {
  return useQuery(styleRangeQueryOptions());
}
