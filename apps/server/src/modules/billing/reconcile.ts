import { and, type DbTransaction, eq, exists, inArray, not, or, schema } from '@guildsmith/db';
import type Stripe from 'stripe';
import { applyPaymentEvent, type BillingDeps } from './apply-payment-event.ts';
import { issuePurchaseKey } from './fulfil-purchase.ts';
import type { PaypalClient } from './paypal-client.ts';
import type { Transition } from './purchase-lifecycle.ts';
import type { ReconcilePass } from './reconcile-pass.ts';
import { reconcilePaypal } from './reconcile-paypal.ts';
import { reconcileStripe } from './reconcile-stripe.ts';
import { revokePurchase } from './revoke-purchase.ts';

const { licenseKeys, purchases } = schema;

type RepairAction =
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
  /** Told about what could not be read or repaired this time; the next run tries again. */
  onError?: (error: unknown, context: { provider: string; ref?: string }) => void;
}

export type ReconcileReport = Record<RepairAction | 'errors', number>;

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
 * purchases whose keys disagree with their state. Safe to run at any time, in
 * several processes at once; what fails for one payment does not stop the rest.
 */
export async function reconcilePayments(
  deps: ReconcileDeps,
  now = new Date(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    fulfilled: 0,
    failed: 0,
    canceled: 0,
    refunded: 0,
    partially_refunded: 0,
    disputed: 0,
    key_issued: 0,
    key_revoked: 0,
    errors: 0,
  };
  const repaired = (action: RepairAction | null, purchaseId: string) => {
    if (!action) return;
    report[action] += 1;
    deps.onRepair?.({ action, purchaseId });
  };
  const pass: ReconcilePass = {
    now,
    async apply(tx, purchaseId, event) {
      const transition = await applyPaymentEvent(tx, deps, purchaseId, event, now);
      if (transition) repaired(actionOf(transition), purchaseId);
    },
    repaired(purchaseId, transition) {
      repaired(actionOf(transition), purchaseId);
    },
    failed(error, context) {
      report.errors += 1;
      deps.onError?.(error, context);
    },
  };
  await reconcileStripe(deps, pass);
  if (deps.paypal) await reconcilePaypal(deps, deps.paypal, pass);
  await mendKeys(deps, pass, repaired);
  return report;
}

const liveKeyOf = (purchaseId: string | typeof purchases.id) =>
  and(eq(licenseKeys.purchaseId, purchaseId), inArray(licenseKeys.status, ['issued', 'activated']));

async function hasLiveKey(tx: DbTransaction, purchaseId: string): Promise<boolean> {
  const [key] = await tx
    .select({ id: licenseKeys.id })
    .from(licenseKeys)
    .where(liveKeyOf(purchaseId))
    .limit(1);
  return key !== undefined;
}

/**
 * Purchases whose keys disagree with their state: completed without a live
 * key (it is issued; the plan was granted when the purchase completed), or
 * refunded or disputed with one (it is revoked). Each is re-read under lock
 * and mended only if it still needs it.
 */
async function mendKeys(
  deps: ReconcileDeps,
  pass: ReconcilePass,
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
        await revokePurchase(tx, deps, purchase, purchase.status, pass.now);
        return 'key_revoked';
      }
      return null;
    });
    repaired(action, id);
  }
}
