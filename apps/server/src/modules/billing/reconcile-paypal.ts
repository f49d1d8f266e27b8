import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, schema, sql } from '@guildsmith/db';
import type { BillingDeps } from './apply-payment-event.ts';
import type { PaypalClient } from './paypal-client.ts';
import { paymentEventsOfOrder } from './paypal-events.ts';
import type { ReconcilePass } from './reconcile-pass.ts';

const { purchases } = schema;

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Orders we asked PayPal to capture but never saw captured are read this long. */
const PAYPAL_OPEN_DAYS = 7;
/** PayPal sends us no refund notices, so paid orders are read again for this long. */
const PAYPAL_REFUND_WATCH_DAYS = 180;
/** An order is read again at most this often. */
const PAYPAL_RECHECK_MINUTES = 30;
/** Orders read per run, least recently read first, so a large history spreads out. */
const PAYPAL_ORDERS_PER_RUN = 200;

/**
 * Reads PayPal orders whose purchase may not show what happened, and applies
 * what each order says: open ones we asked PayPal to capture (the answer may
 * have been lost; an order nobody asked to capture cannot have been paid),
 * and paid ones (refunded at PayPal). Each is read again at most every half
 * hour, including after a failed read.
 */
export async function reconcilePaypal(
  deps: BillingDeps,
  paypal: PaypalClient,
  pass: ReconcilePass,
): Promise<void> {
  const { now } = pass;
  const open = and(
    inArray(purchases.status, ['pending', 'failed']),
    isNotNull(purchases.captureRequestedAt),
    gte(purchases.createdAt, new Date(now.getTime() - PAYPAL_OPEN_DAYS * DAY_MS)),
  );
  const watched = and(
    eq(purchases.status, 'completed'),
    gte(purchases.completedAt, new Date(now.getTime() - PAYPAL_REFUND_WATCH_DAYS * DAY_MS)),
  );
  const due = await deps.db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.provider, 'paypal'),
        isNotNull(purchases.paypalOrderId),
        or(open, watched),
        or(
          isNull(purchases.providerCheckedAt),
          lt(
            purchases.providerCheckedAt,
            new Date(now.getTime() - PAYPAL_RECHECK_MINUTES * MINUTE_MS),
          ),
        ),
      ),
    )
    .orderBy(sql`${purchases.providerCheckedAt} asc nulls first`, asc(purchases.createdAt))
    .limit(PAYPAL_ORDERS_PER_RUN);
  for (const purchase of due) {
    const orderId = purchase.paypalOrderId;
    if (!orderId) continue;
    try {
      const order = await paypal.getOrder(orderId);
      await deps.db.transaction(async (tx) => {
        for (const event of paymentEventsOfOrder(order, purchase)) {
          await pass.apply(tx, purchase.id, event);
        }
        await tx
          .update(purchases)
          .set({ providerCheckedAt: now })
          .where(eq(purchases.id, purchase.id));
      });
    } catch (error) {
      pass.failed(error, { provider: 'paypal', ref: orderId });
      await deps.db
        .update(purchases)
        .set({ providerCheckedAt: now })
        .where(eq(purchases.id, purchase.id));
    }
  }
}
