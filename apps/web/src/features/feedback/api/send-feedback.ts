import { feedbackAcceptedResponse } from 'virtual:response-contracts';
import type { FeedbackAcceptedResponse, FeedbackBody } from '@guildsmith/core';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Anyone may send feedback; the bearer token, when stored, tells the server who sent it. */
export function sendFeedback(body: FeedbackBody): Promise<FeedbackAcceptedResponse> {
  return requestJson('POST', apiPaths.feedback, feedbackAcceptedResponse, { body });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
