import type { PlanId } from '@guildsmith/core';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiJson } from '@/lib/request.ts';

export interface PaypalOrder {
  id: string;
  /** PayPal's page where the buyer approves the order. */
  approveUrl: string | null;
  purchaseId: string;
}

/** The server creates the order from the plan's catalogue price, in USD, intent capture. */
export function createPaypalOrder(plan: PlanId): Promise<PaypalOrder> {
  return apiJson<PaypalOrder>('POST', apiPaths.paypal.order, {
    plan,
    currency: 'USD',
    intent: 'CAPTURE',
  });
}

export function useCreatePaypalOrder() {
  return useMutation({ mutationFn: createPaypalOrder });
}
