import { type StyleDetail, styleDetailResponse } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export function getStyle(id: string, signal?: AbortSignal): Promise<StyleDetail> {
  const url = `${apiPaths.styles.list}/${encodeURIComponent(id)}`;
  return requestJson('GET', url, styleDetailResponse, { signal });
}

export function styleQueryOptions(id: string) {
  return queryOptions({
    queryKey: [`${apiPaths.styles.list}/${id}`],
    queryFn: ({ signal }) => getStyle(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useStyle(id: string | null) {
  return useQuery({ ...styleQueryOptions(id ?? ''), enabled: id !== null });
}
