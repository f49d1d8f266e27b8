import { getPlan, type PlanId } from '@guildsmith/core';
import { and, eq, schema } from '@guildsmith/db';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { fulfilPurchase } from './fulfil-purchase.ts';
import { PaypalApiError, type PaypalClient } from './paypal-client.ts';
import type { StripeWebhookDeps } from './stripe-webhook.ts';

const { purchases } = schema;

export interface PaypalDeps extends StripeWebhookDeps {
  paypal: PaypalClient;
  publicUrl: string;
}

/** Creates the order from the plan price (never from the client) and a pending purchase. */
export async function createPaypalOrder(deps: PaypalDeps, userId: string, planId: PlanId) {
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

/**
 * Captures an approved order and fulfils only when PayPal reports the capture
 * COMPLETED for exactly the purchase's amount and currency.
 */
export async function capturePaypalOrder(deps: PaypalDeps, userId: string, orderId: string) {
  const [purchase] = await deps.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.paypalOrderId, orderId), eq(purchases.userId, userId)));
  if (!purchase) throw notFound('Order not found', 'ORDER_NOT_FOUND');
  const order = await deps.paypal
    .captureOrder(orderId, `capture-${purchase.id}`)
    .catch((error: unknown) => {
      if (error instanceof PaypalApiError && error.status === 422) {
        throw new AppError(
          422,
          'ORDER_NOT_APPROVED',
          'This PayPal order has not been approved yet.',
        );
      }
      throw error;
    });
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  const verified =
    order.status === 'COMPLETED' &&
    capture?.status === 'COMPLETED' &&
    capture.amount.currency_code === purchase.currency.toUpperCase() &&
    capture.amount.value === purchase.amount;
  if (!verified) {
    await deps.db
      .update(purchases)
      .set({ status: 'failed', updatedAt: new Date(), metadata: { paypalStatus: order.status } })
      .where(and(eq(purchases.id, purchase.id), eq(purchases.status, 'pending')));
    throw new AppError(
      422,
      'PAYMENT_NOT_VERIFIED',
      'The payment could not be verified. Please contact support with your PayPal receipt.',
    );
  }
  await fulfilPurchase(deps, purchase.id);
  return { status: 'COMPLETED' as const, purchaseId: purchase.id };
}
