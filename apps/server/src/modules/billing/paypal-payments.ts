import {
  getPlan,
  type PaypalCaptureResponse,
  type PaypalOrderResponse,
  type PlanId,
} from '@guildsmith/core';
import { and, eq, schema } from '@guildsmith/db';
import type { PurchaseStatus } from '@guildsmith/db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { applyPaymentEvent, type BillingDeps } from './apply-payment-event.ts';
import { PaypalApiError, type PaypalClient, type PaypalOrder } from './paypal-client.ts';
import { paymentEventsOfOrder } from './paypal-events.ts';

const { purchases } = schema;

export interface PaypalDeps extends BillingDeps {
  paypal: PaypalClient;
  publicUrl: string;
}

/** Creates the order from the plan price (never from the client) and a pending purchase. */
export async function createPaypalOrder(
  deps: PaypalDeps,
  userId: string,
  planId: PlanId,
): Promise<PaypalOrderResponse> {
  const plan = getPlan(planId);
  if (plan.price === 0) throw badRequest('The free plan needs no payment.', undefined, 'FREE_PLAN');
  const [purchase] = await deps.db
    .insert(purchases)
    .values({ userId, plan: plan.id, amount: plan.price.toFixed(2), provider: 'paypal' })
    .returning();
  if (!purchase) throw new Error('Purchase was not stored');
  const order = await deps.paypal.createOrder({
    amount: { currency_code: 'USD', value: plan.price.toFixed(2) },
    customId: purchase.id,
    returnUrl: `${deps.publicUrl}/checkout?plan=${plan.id}&paypal=approved`,
    cancelUrl: `${deps.publicUrl}/checkout?plan=${plan.id}&paypal=cancelled`,
    requestId: `purchase-${purchase.id}`,
  });
  await deps.db
    .update(purchases)
    .set({ paypalOrderId: order.id })
    .where(eq(purchases.id, purchase.id));
  const approveUrl = order.links?.find((link) => link.rel === 'approve')?.href ?? null;
  return { id: order.id, approveUrl, purchaseId: purchase.id };
}

/** Applies everything an order says about its purchase, in one transaction. */
export async function settlePaypalOrder(
  deps: BillingDeps,
  purchaseId: string,
  order: PaypalOrder,
): Promise<PurchaseStatus | null> {
  return deps.db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId));
    if (!purchase) return null;
    for (const event of paymentEventsOfOrder(order, purchase)) {
      await applyPaymentEvent(tx, deps, purchase.id, event);
    }
    const [after] = await tx
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    return after?.status ?? null;
  });
}

/**
 * Captures an approved order and fulfils only when PayPal reports the capture
 * COMPLETED for exactly the purchase's amount and currency.
 */
export async function capturePaypalOrder(
  deps: PaypalDeps,
  userId: string,
  orderId: string,
): Promise<PaypalCaptureResponse> {
  const [purchase] = await deps.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.paypalOrderId, orderId), eq(purchases.userId, userId)));
  if (!purchase) throw notFound('Order not found', 'ORDER_NOT_FOUND');
  // Recorded first: if PayPal's answer is lost, the reconciliation job knows to ask.
  await deps.db
    .update(purchases)
    .set({ captureRequestedAt: new Date() })
    .where(eq(purchases.id, purchase.id));
  const order = await deps.paypal
    .captureOrder(orderId, `capture-${purchase.id}`)
    .catch(async (error: unknown) => {
      // Captured already (a double click, or a retry after a lost answer): read it instead.
      if (error instanceof PaypalApiError && error.issue === 'ORDER_ALREADY_CAPTURED') {
        return deps.paypal.getOrder(orderId);
      }
      if (error instanceof PaypalApiError && error.status === 422) {
        throw new AppError(
          422,
          'ORDER_NOT_APPROVED',
          'This PayPal order has not been approved yet.',
        );
      }
      throw error;
    });
  const status = await settlePaypalOrder(deps, purchase.id, order);
  if (status !== 'completed') {
    throw new AppError(
      422,
      'PAYMENT_NOT_VERIFIED',
      'The payment could not be verified. Please contact support with your PayPal receipt.',
    );
  }
  return { status: 'COMPLETED' as const, purchaseId: purchase.id };
}
