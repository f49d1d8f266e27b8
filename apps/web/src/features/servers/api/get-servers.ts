import { serversResponse } from 'virtual:response-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

export function getServers(signal?: AbortSignal) {
  return requestJson('GET', apiPaths.servers.list, serversResponse, { signal });
}

/** While a build or an undo runs, the list is read again every few seconds. */
const LIVE_REFRESH_MS = 3000;

/** `awaitingUndo`: servers whose undo was queued; polled until their last build shows it. */
export function serversQueryOptions(awaitingUndo: ReadonlySet<string> = new Set()) {
  return queryOptions({
    queryKey: [apiPaths.servers.list],
    queryFn: ({ signal }) => getServers(signal),
    refetchInterval: (query) =>
      query.state.data?.servers.some(
        (server) =>
          server.activeBuild !== null ||
          (awaitingUndo.has(server.serverId) && server.builds[0]?.status !== 'undone'),
      )
        ? LIVE_REFRESH_MS
        : false,
  });
}

export function useServers(awaitingUndo?: ReadonlySet<string>) {
  return useQuery(serversQueryOptions(awaitingUndo));
}
