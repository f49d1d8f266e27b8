import { adminMessageSentResponse } from 'virtual:response-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';
import { addChatMessage } from './get-admin-messages.ts';

/** Sends one chat message to every admin; the text is already trimmed and not empty. */
export function sendAdminMessage(message: string) {
  return requestJson('POST', apiPaths.admin.sendMessage, adminMessageSentResponse, {
    body: { message },
  });
}

export function useSendAdminMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAdminMessage,
    onSuccess: ({ chatMessage }) => addChatMessage(queryClient, chatMessage),
  });
}
