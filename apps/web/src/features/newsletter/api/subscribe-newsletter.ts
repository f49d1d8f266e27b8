import { newsletterSubscribedResponse } from 'virtual:response-contracts';
import type { NewsletterSubscribeBody, NewsletterSubscribedResponse } from '@guildsmith/core';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** The confirmation link is on its way (the answer is the same for any address). */
export function subscribeNewsletter(
  body: NewsletterSubscribeBody,
): Promise<NewsletterSubscribedResponse> {
  return requestJson('POST', apiPaths.newsletterSubscribe, newsletterSubscribedResponse, { body });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
