import { licensesResponse } from 'virtual:response-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export function getLicenses(signal?: AbortSignal) {
  return requestJson('GET', apiPaths.licenses.list, licensesResponse, { signal });
}

export function licensesQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.licenses.list],
    queryFn: ({ signal }) => getLicenses(signal),
    staleTime: 30_000,
  });
}

export function useLicenses() {
  return useQuery(licensesQueryOptions());
}
