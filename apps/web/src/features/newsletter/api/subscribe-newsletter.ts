import type { NewsletterSubscribeBody } from '@guildsmith/core';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

/** 202: the confirmation link is on its way (the answer is the same for any address). */
export interface SubscribeAnswer {
  message: string;
}

export function subscribeNewsletter(body: NewsletterSubscribeBody): Promise<SubscribeAnswer> {
  return apiJson<SubscribeAnswer>('POST', apiPaths.newsletterSubscribe, body);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
