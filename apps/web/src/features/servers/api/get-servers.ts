import type { PlanId } from '@guildsmith/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface ServerBuild {
  id: string;
  status: 'success' | 'partial' | 'failed' | 'undone';
  channelsCreated: number;
  rolesCreated: number;
  inviteLink: string | null;
  createdAt: string;
  undoneAt: string | null;
}

export interface RegisteredServer {
  serverId: string;
  serverName: string;
  plan: PlanId;
  status: 'active' | 'inactive' | 'suspended';
  usageCount: number;
  lastUsed: string | null;
  registeredAt: string;
  /** Set while the bot is building this server. */
  activeBuild: { done: number; total: number } | null;
  builds: ServerBuild[];
  canUndo: boolean;
}

export function getServers(signal?: AbortSignal) {
  return apiJson<{ servers: RegisteredServer[] }>('GET', apiPaths.servers.list, undefined, {
    signal,
  });
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
