import type { StyleCategoryId } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface StyleCategorySummary {
  id: StyleCategoryId;
  label: string;
  count: number;
}

export function getStyleCategories(signal?: AbortSignal) {
  return apiJson<{ categories: StyleCategorySummary[] }>(
    'GET',
    apiPaths.styles.categories,
    undefined,
    { signal },
  );
}

export function styleCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.styles.categories],
    queryFn: ({ signal }) => getStyleCategories(signal),
  });
}

export function useStyleCategories() {
  return useQuery(styleCategoriesQueryOptions());
}
