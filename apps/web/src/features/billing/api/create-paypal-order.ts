import { paypalOrderResponse } from 'virtual:response-contracts';
import type { PaypalOrderResponse, PlanId } from '@guildsmith/core';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** The server creates the order from the plan's catalogue price, in USD, intent capture. */
export function createPaypalOrder(plan: PlanId): Promise<PaypalOrderResponse> {
  return requestJson('POST', apiPaths.paypal.order, paypalOrderResponse, {
    body: { plan, currency: 'USD', intent: 'CAPTURE' },
  });
}

export function useCreatePaypalOrder() {
  return useMutation({ mutationFn: createPaypalOrder });
}
