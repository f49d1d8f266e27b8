import {
  type PlanId,
  type StyleCategoryId,
  type StylesPage,
  stylesPageResponse,
} from '@guildsmith/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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

/** The cards' names, descriptions and tags, and the search, are in the reader's language. */
export function stylesUrl(params: StyleListParams, language: string): string {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(STYLES_PAGE_SIZE),
    sort: params.sort,
    lang: language,
  });
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.category) query.set('category', params.category);
  if (params.plan) query.set('plan', params.plan);
  return `${apiPaths.styles.list}?${query.toString()}`;
}

export function getStyles(
  params: StyleListParams,
  language: string,
  signal?: AbortSignal,
): Promise<StylesPage> {
  return requestJson('GET', stylesUrl(params, language), stylesPageResponse, { signal });
}

export function stylesQueryOptions(params: StyleListParams, language: string) {
  return queryOptions({
    queryKey: [apiPaths.styles.list, params, language],
    queryFn: ({ signal }) => getStyles(params, language, signal),
    staleTime: 60_000,
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useStyles(params: StyleListParams) {
  const { i18n } = useTranslation();
  return useQuery(stylesQueryOptions(params, i18n.language));
}
