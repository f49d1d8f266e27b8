import { paymentIntentResponse } from 'virtual:response-contracts';
import type { PaymentIntentResponse, PlanId } from '@guildsmith/core';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** Only the plan is sent: the server prices it from the catalogue. */
export function createPaymentIntent(plan: PlanId): Promise<PaymentIntentResponse> {
  return requestJson('POST', apiPaths.payments.createIntent, paymentIntentResponse, {
    body: { plan },
  });
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
