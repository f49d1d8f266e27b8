import { type DbTransaction, eq, schema } from '@guildsmith/db';
import type Stripe from 'stripe';
import { applyPaymentEvent, type BillingDeps } from './apply-payment-event.ts';
import { meaningOf, purchaseForStripe } from './stripe-events.ts';

const { webhookEvents } = schema;

export type StripeWebhookDeps = BillingDeps;

export type StripeEventOutcome = 'processed' | 'duplicate' | 'ignored';

async function actOn(
  tx: DbTransaction,
  deps: BillingDeps,
  event: Stripe.Event,
): Promise<'processed' | 'ignored'> {
  const meaning = meaningOf(event);
  if (!meaning) return 'ignored';
  const purchase = await purchaseForStripe(tx, meaning.ref);
  const paymentEvent = purchase ? meaning.event(purchase) : null;
  if (!purchase || !paymentEvent) return 'ignored';
  const transition = await applyPaymentEvent(tx, deps, purchase.id, paymentEvent);
  return transition ? 'processed' : 'ignored';
}

/**
 * Handles one verified event. Recording the event and acting on it commit in
 * one transaction: if acting fails, the event is not recorded either, the
 * endpoint answers 5xx and Stripe's redelivery gets a fresh chance. A replay
 * of an event whose effect committed is recognised and acknowledged.
 * Concurrent deliveries of one event wait on its unique row; the later one
 * then sees it recorded.
 */
export async function handleStripeEvent(
  deps: BillingDeps,
  event: Stripe.Event,
): Promise<StripeEventOutcome> {
  return deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(webhookEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type, payload: event })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!stored) return 'duplicate';
    const outcome = await actOn(tx, deps, event);
    await tx
      .update(webhookEvents)
      .set({ processedAt: new Date() })
      .where(eq(webhookEvents.id, stored.id));
    return outcome;
  });
}
