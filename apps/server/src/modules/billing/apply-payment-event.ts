import { toCents } from '@guildsmith/core';
import { type Db, type DbTransaction, eq, schema } from '@guildsmith/db';
import type { Purchase } from '@guildsmith/db/schema';
import { type FulfilmentDeps, fulfilPurchase } from './fulfil-purchase.ts';
import { decide, type PaymentEvent, type Transition } from './purchase-lifecycle.ts';
import { revokePurchase } from './revoke-purchase.ts';

const { purchases } = schema;

export interface BillingDeps extends FulfilmentDeps {
  db: Db;
}

const centsToAmount = (cents: number) => (cents / 100).toFixed(2);

/** The stored fields a transition changes besides the status. */
function changesFor(purchase: Purchase, transition: Transition, event: PaymentEvent, now: Date) {
  const changes: Partial<typeof purchases.$inferInsert> = { status: transition.to, updatedAt: now };
  if (transition.to !== transition.from) {
    if (transition.to === 'completed') changes.completedAt = now;
    if (transition.to === 'refunded') changes.refundedAt = now;
    if (transition.to === 'disputed') changes.disputedAt = now;
  }
  if (event.type === 'refunded') {
    const cap = toCents(Number(purchase.amount));
    changes.amountRefunded = centsToAmount(Math.min(event.totalRefundedCents, cap));
  }
  if (event.type === 'payment_failed') {
    changes.metadata = { ...purchase.metadata, lastPaymentError: event.reason };
  }
  return changes;
}

/**
 * Applies what a payment provider reported to one purchase, inside the
 * caller's transaction: locks the purchase, asks the lifecycle what the event
 * means, stores the new state and performs its effect. Concurrent callers
 * (a webhook and the reconciliation job, two deliveries of one event)
 * serialise on the row, and the second finds nothing left to do.
 */
export async function applyPaymentEvent(
  tx: DbTransaction,
  deps: FulfilmentDeps,
  purchaseId: string,
  event: PaymentEvent,
  now = new Date(),
): Promise<Transition | null> {
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .for('update');
  if (!purchase) return null;
  const transition = decide(
    {
      status: purchase.status,
      amountCents: toCents(Number(purchase.amount)),
      refundedCents: toCents(Number(purchase.amountRefunded)),
    },
    event,
  );
  if (!transition) return null;
  await tx
    .update(purchases)
    .set(changesFor(purchase, transition, event, now))
    .where(eq(purchases.id, purchase.id));
  if (transition.effect === 'fulfil') await fulfilPurchase(tx, deps, purchase, now);
  if (transition.effect === 'revoke') {
    await revokePurchase(
      tx,
      deps,
      purchase,
      transition.to === 'refunded' ? 'refunded' : 'disputed',
      now,
    );
  }
  return transition;
}

/** `applyPaymentEvent` in a transaction of its own. */
export function recordPaymentEvent(
  deps: BillingDeps,
  purchaseId: string,
  event: PaymentEvent,
  now = new Date(),
): Promise<Transition | null> {
  return deps.db.transaction((tx) => applyPaymentEvent(tx, deps, purchaseId, event, now));
}
