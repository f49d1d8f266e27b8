import type { FeedbackBody } from '@guildsmith/core';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface FeedbackAnswer {
  id: string;
  message: string;
}

/** Anyone may send feedback; the bearer token, when stored, tells the server who sent it. */
export function sendFeedback(body: FeedbackBody): Promise<FeedbackAnswer> {
  return apiJson<FeedbackAnswer>('POST', apiPaths.feedback, body);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
