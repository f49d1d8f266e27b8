import { undoStartedResponse } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Queues the same undo as `/undo`: exactly what the last build created, newest first. */
export function undoServerBuild(serverId: string) {
  return requestJson('POST', apiPaths.servers.undo(serverId), undoStartedResponse);
}

export function useUndoServerBuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoServerBuild,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [apiPaths.servers.list] }),
  });
}
