import type { PlanId } from '@guildsmith/core';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface PaymentIntentStart {
  clientSecret: string;
  purchaseId: string;
  /** What the server will charge, from its catalogue. */
  amount: number;
}

/** Only the plan is sent: the server prices it from the catalogue. */
export function createPaymentIntent(plan: PlanId): Promise<PaymentIntentStart> {
  return apiJson<PaymentIntentStart>('POST', apiPaths.payments.createIntent, { plan });
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
