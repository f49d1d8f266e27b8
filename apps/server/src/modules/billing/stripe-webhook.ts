import { type DbTransaction, eq, schema } from '@guildsmith/db';
import type Stripe from 'stripe';
import { applyPaymentEvent, type BillingDeps } from './apply-payment-event.ts';
import type { Transition } from './purchase-lifecycle.ts';
import { storableJson } from './storable-json.ts';
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
 *
 * An event carrying NUL or a lone surrogate (PostgreSQL stores neither) is
 * recorded and acted on without them rather than refused: its signature says
 * Stripe sent it, so a refusal would only have Stripe retry it for days and
 * the reconciliation job fetch it again on every run. Such characters can
 * only sit in text people typed (descriptions, metadata, billing details),
 * never in the ids and amounts acted on.
 */
export async function handleStripeEvent(
  deps: BillingDeps,
  received: Stripe.Event,
  options: {
    now?: Date;
    onTransition?: (purchaseId: string, transition: Transition) => void;
  } = {},
): Promise<StripeEventOutcome> {
  const event = storableJson(received);
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
