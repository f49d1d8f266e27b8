import { publicConfigResponse } from 'virtual:response-contracts';
import type { PublicConfig } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from './api-paths.ts';
import { requestJson } from './request.ts';

/** What the browser may know about this deployment; every part of the app may read it. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return requestJson('GET', apiPaths.publicConfig, publicConfigResponse, { signal });
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: [apiPaths.publicConfig],
    queryFn: ({ signal }) => getPublicConfig(signal),
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
