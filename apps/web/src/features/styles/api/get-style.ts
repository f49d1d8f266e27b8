import { type StyleDetail, styleDetailResponse } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** The whole layout as it builds; its name and description in the reader's language. */
export function getStyle(id: string, language: string, signal?: AbortSignal): Promise<StyleDetail> {
  const url = `${apiPaths.styles.list}/${encodeURIComponent(id)}?lang=${encodeURIComponent(language)}`;
  return requestJson('GET', url, styleDetailResponse, { signal });
}

export function styleQueryOptions(id: string, language: string) {
  return queryOptions({
    queryKey: [`${apiPaths.styles.list}/${id}`, language],
    queryFn: ({ signal }) => getStyle(id, language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useStyle(id: string | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...styleQueryOptions(id ?? '', i18n.language), enabled: id !== null });
}
