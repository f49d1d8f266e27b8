import { adminMessagesResponse } from 'virtual:response-contracts';
import type { AdminChatMessage, AdminMessagesResponse } from '@guildsmith/core';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** The latest chat messages, oldest first. */
export function getAdminMessages(signal?: AbortSignal) {
  return requestJson('GET', apiPaths.admin.messages, adminMessagesResponse, { signal });
}

/** Polled every 5 s only while the live stream is down; the stream brings messages otherwise. */
export function adminMessagesQueryOptions({ poll }: { poll: boolean }) {
  return queryOptions({
    queryKey: [apiPaths.admin.messages],
    queryFn: ({ signal }) => getAdminMessages(signal),
    refetchInterval: poll ? 5_000 : false,
  });
}

export function useAdminMessages(options: { poll: boolean }) {
  return useQuery(adminMessagesQueryOptions(options));
}

/**
 * Adds a message to the list on screen once: the sender gets it from both its
 * own POST and the stream, in either order.
 */
export function addChatMessage(queryClient: QueryClient, message: AdminChatMessage): void {
  queryClient.setQueryData<AdminMessagesResponse>([apiPaths.admin.messages], (current) => {
    if (!current) return current;
    if (current.messages.some((known) => known.id === message.id)) return current;
    return { messages: [...current.messages, message] };
  });
}
