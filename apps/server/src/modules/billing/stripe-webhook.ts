import { toCents } from '@guildsmith/core';
import { and, type Db, eq, schema } from '@guildsmith/db';
import type Stripe from 'stripe';
import type { JobQueue } from '../../jobs/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { fulfilPurchase } from './fulfil-purchase.ts';

const { purchases, webhookEvents } = schema;

export interface StripeWebhookDeps {
  db: Db;
  queue: JobQueue;
  secrets: SecretBox;
}

/** Finds the purchase an intent pays for, and checks the amount and currency it actually paid. */
async function purchaseFor(db: Db, intent: Stripe.PaymentIntent) {
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(eq(purchases.stripePaymentIntentId, intent.id));
  return purchase;
}

/**
 * Handles one verified event. Events are stored once per id (a replay is
 * recognised and acknowledged), and fulfilment is itself exactly-once, so
 * concurrent duplicates are harmless too.
 */
export async function handleStripeEvent(
  deps: StripeWebhookDeps,
  event: Stripe.Event,
): Promise<'processed' | 'duplicate' | 'ignored'> {
  const [stored] = await deps.db
    .insert(webhookEvents)
    .values({ provider: 'stripe', eventId: event.id, type: event.type, payload: event })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!stored) return 'duplicate';

  let outcome: 'processed' | 'ignored' = 'ignored';
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    const purchase = await purchaseFor(deps.db, intent);
    const paidInFull =
      purchase &&
      intent.currency === purchase.currency &&
      intent.amount_received === toCents(Number(purchase.amount));
    if (purchase && paidInFull) {
      await fulfilPurchase(deps, purchase.id);
      outcome = 'processed';
    }
  } else if (event.type === 'payment_intent.payment_failed') {
    const purchase = await purchaseFor(deps.db, event.data.object);
    if (purchase) {
      // Only a pending purchase can fail: a late failure never undoes a completed one.
      await deps.db
        .update(purchases)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(and(eq(purchases.id, purchase.id), eq(purchases.status, 'pending')));
      outcome = 'processed';
    }
  }
  await deps.db
    .update(webhookEvents)
    .set({ processedAt: new Date() })
    .where(eq(webhookEvents.id, stored.id));
  return outcome;
}
