import {
  type PlanId,
  type StyleCategoryId,
  type StylesPage,
  stylesPageResponse,
} from '@guildsmith/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export const STYLES_PAGE_SIZE = 12;

export interface StyleListParams {
  page: number;
  search: string;
  category: StyleCategoryId | null;
  sort: 'name' | 'category';
  plan?: PlanId;
}

export function stylesUrl(params: StyleListParams): string {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(STYLES_PAGE_SIZE),
    sort: params.sort,
  });
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.category) query.set('category', params.category);
  if (params.plan) query.set('plan', params.plan);
  return `${apiPaths.styles.list}?${query.toString()}`;
}

export function getStyles(params: StyleListParams, signal?: AbortSignal): Promise<StylesPage> {
  return requestJson('GET', stylesUrl(params), stylesPageResponse, { signal });
}

export function stylesQueryOptions(params: StyleListParams) {
  return queryOptions({
    queryKey: [apiPaths.styles.list, params],
    queryFn: ({ signal }) => getStyles(params, signal),
    staleTime: 60_000,
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useStyles(params: StyleListParams) {
  return useQuery(stylesQueryOptions(params));
}
