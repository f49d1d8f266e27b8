import { styleCategoriesResponse } from 'virtual:response-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export function getStyleCategories(signal?: AbortSignal) {
  return requestJson('GET', apiPaths.styles.categories, styleCategoriesResponse, { signal });
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
