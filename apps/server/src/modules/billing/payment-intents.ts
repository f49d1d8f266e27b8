import {
  type createPaymentIntentBody,
  getPlan,
  type PaymentIntentResponse,
  toCents,
} from '@guildsmith/core';
import { type Db, eq, schema } from '@guildsmith/db';
import type Stripe from 'stripe';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';

const { purchases } = schema;

export const AMOUNT_MISMATCH_MESSAGE = 'The amount does not match the price of this plan.';

/**
 * Starts a card (or pay-later) payment. The amount comes from the plan
 * catalogue only: a client that sends another amount is refused, never obeyed.
 */
export async function createPaymentIntent(
  deps: { db: Db; stripe: Stripe },
  userId: string,
  body: z.infer<typeof createPaymentIntentBody>,
): Promise<PaymentIntentResponse> {
  const plan = getPlan(body.plan);
  if (plan.price === 0) throw badRequest('The free plan needs no payment.', undefined, 'FREE_PLAN');
  if (body.amount !== undefined && toCents(body.amount) !== toCents(plan.price)) {
    throw badRequest(AMOUNT_MISMATCH_MESSAGE, undefined, 'AMOUNT_MISMATCH');
  }
  const [purchase] = await deps.db
    .insert(purchases)
    .values({ userId, plan: plan.id, amount: plan.price.toFixed(2), provider: 'stripe' })
    .returning();
  if (!purchase) throw new Error('Purchase was not stored');
  // One idempotency key per purchase attempt: a retried request cannot create a second charge.
  const intent = await deps.stripe.paymentIntents.create(
    {
      amount: toCents(plan.price),
      currency: 'usd',
      metadata: { purchaseId: purchase.id, userId, plan: plan.id },
      description: `Guildsmith ${plan.name}`,
    },
    { idempotencyKey: `purchase-${purchase.id}` },
  );
  await deps.db
    .update(purchases)
    .set({ stripePaymentIntentId: intent.id })
    .where(eq(purchases.id, purchase.id));
  if (!intent.client_secret) throw new Error('Stripe returned no client secret');
  return { clientSecret: intent.client_secret, purchaseId: purchase.id, amount: plan.price };
}
