import { toCents } from '@guildsmith/core';
import {
  and,
  asc,
  type DbTransaction,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  not,
  or,
  schema,
  sql,
} from '@guildsmith/db';
import type Stripe from 'stripe';
import { applyPaymentEvent, type BillingDeps } from './apply-payment-event.ts';
import { issuePurchaseKey } from './fulfil-purchase.ts';
import type { PaypalClient } from './paypal-client.ts';
import { paymentEventsOfOrder } from './paypal-events.ts';
import type { PaymentEvent, Transition } from './purchase-lifecycle.ts';
import { revokePurchase } from './revoke-purchase.ts';
import { paymentEventOfIntent, purchaseForStripe } from './stripe-events.ts';

const { licenseKeys, purchases } = schema;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back the provider is read: webhooks cover the rest; this covers their outages. */
export const RECONCILE_LOOKBACK_DAYS = 7;
/** PayPal sends us no refund notices, so its completed orders are read for this long. */
export const PAYPAL_REFUND_WATCH_DAYS = 180;
/** PayPal orders read per run, least recently read first, so a large history spreads out. */
export const PAYPAL_ORDERS_PER_RUN = 200;

export type RepairAction =
  | 'fulfilled'
  | 'failed'
  | 'canceled'
  | 'refunded'
  | 'partially_refunded'
  | 'disputed'
  | 'key_issued'
  | 'key_revoked';

export interface ReconcileDeps extends BillingDeps {
  stripe: Stripe;
  paypal: PaypalClient | null;
  /** Told about every repair: the job logs it and counts it for Prometheus. */
  onRepair?: (repair: { action: RepairAction; purchaseId: string }) => void;
}

export type ReconcileReport = Record<RepairAction, number>;

const emptyReport = (): ReconcileReport => ({
  fulfilled: 0,
  failed: 0,
  canceled: 0,
  refunded: 0,
  partially_refunded: 0,
  disputed: 0,
  key_issued: 0,
  key_revoked: 0,
});

function actionOf(transition: Transition): RepairAction | null {
  if (transition.effect === 'fulfil') return 'fulfilled';
  if (transition.to === transition.from) {
    return transition.from === 'failed' ? null : 'partially_refunded';
  }
  if (transition.to === 'completed' || transition.to === 'pending') return null;
  return transition.to;
}

/**
 * Repairs what lost or failed webhooks left behind, by asking Stripe and
 * PayPal what really happened and applying it through the same lifecycle the
 * webhooks use (so a payment is still fulfilled exactly once), then mends
 * purchases whose keys disagree with their state. Safe to run at any time,
 * in several processes at once.
 */
export async function reconcilePayments(
  deps: ReconcileDeps,
  now = new Date(),
): Promise<ReconcileReport> {
  const report = emptyReport();
  const repaired = (action: RepairAction | null, purchaseId: string) => {
    if (!action) return;
    report[action] += 1;
    deps.onRepair?.({ action, purchaseId });
  };
  const apply = async (purchaseId: string, event: PaymentEvent) => {
    const transition = await deps.db.transaction((tx) =>
      applyPaymentEvent(tx, deps, purchaseId, event, now),
    );
    if (transition) repaired(actionOf(transition), purchaseId);
  };

  const since = Math.floor((now.getTime() - RECONCILE_LOOKBACK_DAYS * DAY_MS) / 1000);
  await reconcileStripe(deps, since, apply);
  if (deps.paypal) await reconcilePaypal(deps, deps.paypal, now, repaired);
  await mendKeys(deps, now, repaired);
  return report;
}

type Apply = (purchaseId: string, event: PaymentEvent) => Promise<void>;

async function stripePurchase(deps: BillingDeps, ref: Parameters<typeof purchaseForStripe>[1]) {
  return deps.db.transaction((tx) => purchaseForStripe(tx, ref));
}

async function reconcileStripe(deps: ReconcileDeps, since: number, apply: Apply) {
  for await (const intent of deps.stripe.paymentIntents.list({
    created: { gte: since },
    limit: 100,
  })) {
    const purchase = await stripePurchase(deps, {
      paymentIntentId: intent.id,
      purchaseId: intent.metadata?.purchaseId,
    });
    if (!purchase || (purchase.status !== 'pending' && purchase.status !== 'failed')) continue;
    const event = paymentEventOfIntent(intent, purchase);
    if (event) await apply(purchase.id, event);
  }
  const refundedCharges = new Set<string>();
  for await (const refund of deps.stripe.refunds.list({ created: { gte: since }, limit: 100 })) {
    const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
    if (refund.status === 'succeeded' && chargeId) refundedCharges.add(chargeId);
  }
  for (const chargeId of refundedCharges) {
    const charge = await deps.stripe.charges.retrieve(chargeId);
    const paymentIntentId =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    const purchase = await stripePurchase(deps, {
      paymentIntentId: paymentIntentId ?? null,
      purchaseId: charge.metadata?.purchaseId,
    });
    if (purchase && toCents(Number(purchase.amountRefunded)) < charge.amount_refunded) {
      await apply(purchase.id, { type: 'refunded', totalRefundedCents: charge.amount_refunded });
    }
  }
  for await (const dispute of deps.stripe.disputes.list({ created: { gte: since }, limit: 100 })) {
    const paymentIntentId =
      typeof dispute.payment_intent === 'string'
        ? dispute.payment_intent
        : dispute.payment_intent?.id;
    const purchase = await stripePurchase(deps, {
      paymentIntentId: paymentIntentId ?? null,
      purchaseId: undefined,
    });
    if (purchase && purchase.status !== 'disputed' && purchase.status !== 'refunded') {
      await apply(purchase.id, { type: 'disputed' });
    }
  }
}

async function reconcilePaypal(
  deps: ReconcileDeps,
  paypal: PaypalClient,
  now: Date,
  repaired: (action: RepairAction | null, purchaseId: string) => void,
) {
  const open = gte(purchases.createdAt, new Date(now.getTime() - RECONCILE_LOOKBACK_DAYS * DAY_MS));
  const watched = gte(
    purchases.completedAt,
    new Date(now.getTime() - PAYPAL_REFUND_WATCH_DAYS * DAY_MS),
  );
  const due = await deps.db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.provider, 'paypal'),
        isNotNull(purchases.paypalOrderId),
        or(
          and(inArray(purchases.status, ['pending', 'failed']), open),
          and(eq(purchases.status, 'completed'), watched),
        ),
      ),
    )
    .orderBy(sql`${purchases.providerCheckedAt} asc nulls first`, asc(purchases.createdAt))
    .limit(PAYPAL_ORDERS_PER_RUN);
  for (const purchase of due) {
    if (!purchase.paypalOrderId) continue;
    const order = await paypal.getOrder(purchase.paypalOrderId);
    await deps.db.transaction(async (tx) => {
      for (const event of paymentEventsOfOrder(order, purchase)) {
        const transition = await applyPaymentEvent(tx, deps, purchase.id, event, now);
        if (transition) repaired(actionOf(transition), purchase.id);
      }
      await tx
        .update(purchases)
        .set({ providerCheckedAt: now })
        .where(eq(purchases.id, purchase.id));
    });
  }
}

async function hasLiveKey(tx: DbTransaction, purchaseId: string): Promise<boolean> {
  const [key] = await tx
    .select({ id: licenseKeys.id })
    .from(licenseKeys)
    .where(liveKeyOf(purchaseId))
    .limit(1);
  return key !== undefined;
}

const liveKeyOf = (purchaseId: string | typeof purchases.id) =>
  and(eq(licenseKeys.purchaseId, purchaseId), inArray(licenseKeys.status, ['issued', 'activated']));

/**
 * Purchases whose keys disagree with their state: completed without a live
 * key (it is issued; the plan was granted when the purchase completed), or
 * refunded or disputed with one (it is revoked). Each is re-read under lock
 * and mended only if it still needs it.
 */
async function mendKeys(
  deps: ReconcileDeps,
  now: Date,
  repaired: (action: RepairAction | null, purchaseId: string) => void,
) {
  const withLiveKey = exists(
    deps.db.select({ id: licenseKeys.id }).from(licenseKeys).where(liveKeyOf(purchases.id)),
  );
  const mismatched = await deps.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      or(
        and(eq(purchases.status, 'completed'), not(withLiveKey)),
        and(inArray(purchases.status, ['refunded', 'disputed']), withLiveKey),
      ),
    );
  for (const { id } of mismatched) {
    const action = await deps.db.transaction(async (tx): Promise<RepairAction | null> => {
      const [purchase] = await tx
        .select()
        .from(purchases)
        .where(eq(purchases.id, id))
        .for('update');
      if (!purchase) return null;
      const live = await hasLiveKey(tx, id);
      if (purchase.status === 'completed' && !live) {
        await issuePurchaseKey(tx, deps, purchase);
        return 'key_issued';
      }
      if ((purchase.status === 'refunded' || purchase.status === 'disputed') && live) {
        await revokePurchase(tx, deps, purchase, purchase.status, now);
        return 'key_revoked';
      }
      return null;
    });
    repaired(action, id);
  }
}
