import { type DbTransaction, eq, schema } from '@guildsmith/db';
import type Stripe from 'stripe';
import { applyPaymentEvent, type BillingDeps } from './apply-payment-event.ts';
import type { Transition } from './purchase-lifecycle.ts';
import { meaningOf, purchaseForStripe } from './stripe-events.ts';

const { webhookEvents } = schema;

export type StripeWebhookDeps = BillingDeps;

export type StripeEventOutcome = 'processed' | 'duplicate' | 'ignored';

async function actOn(
  tx: DbTransaction,
  deps: BillingDeps,
  event: Stripe.Event,
  now: Date,
): Promise<{ purchaseId: string; transition: Transition } | null> {
  const meaning = meaningOf(event);
  if (!meaning) return null;
  const purchase = await purchaseForStripe(tx, meaning.ref);
  const paymentEvent = purchase ? meaning.event(purchase) : null;
  if (!purchase || !paymentEvent) return null;
  const transition = await applyPaymentEvent(tx, deps, purchase.id, paymentEvent, now);
  return transition ? { purchaseId: purchase.id, transition } : null;
}

/**
 * Handles one verified event. Recording the event and acting on it commit in
 * one transaction: if acting fails, the event is not recorded either, the
 * endpoint answers 5xx and Stripe's redelivery (or the reconciliation job,
 * which reads missed events back from Stripe) gets a fresh chance. An event
 * whose effect committed is recognised and acknowledged. Concurrent
 * deliveries of one event wait on its unique row; the later one then sees it
 * recorded.
 */
export async function handleStripeEvent(
  deps: BillingDeps,
  event: Stripe.Event,
  options: {
    now?: Date;
    onTransition?: (purchaseId: string, transition: Transition) => void;
  } = {},
): Promise<StripeEventOutcome> {
  const result = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(webhookEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type, payload: event })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!stored) return 'duplicate' as const;
    const acted = await actOn(tx, deps, event, options.now ?? new Date());
    await tx
      .update(webhookEvents)
      .set({ processedAt: new Date() })
      .where(eq(webhookEvents.id, stored.id));
    return acted;
  });
  if (result === 'duplicate') return 'duplicate';
  if (!result) return 'ignored';
  options.onTransition?.(result.purchaseId, result.transition);
  return 'processed';
}
