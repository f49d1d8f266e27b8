import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

/** GET /api/styles/range: what the smallest and the largest style of the catalogue build. */
export interface StyleRange {
  channels: { min: number; max: number };
  staffRoles: { min: number; max: number };
}

export function getStyleRange(signal?: AbortSignal): Promise<StyleRange> {
  return apiJson<StyleRange>('GET', apiPaths.styles.range, undefined, { signal });
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
