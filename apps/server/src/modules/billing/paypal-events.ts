import { toCents } from '@guildsmith/core';
import type { Purchase } from '@guildsmith/db/schema';
import type { PaypalCapture, PaypalOrder } from './paypal-client.ts';
import type { PaymentEvent } from './purchase-lifecycle.ts';

const CAPTURED: readonly PaypalCapture['status'][] = [
  'COMPLETED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
];

/** The order's capture, when PayPal took the money for it (whatever was refunded since). */
export function captureOf(order: PaypalOrder): PaypalCapture | null {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  return order.status === 'COMPLETED' && capture && CAPTURED.includes(capture.status)
    ? capture
    : null;
}

/** The capture was for exactly the purchase's amount, in its currency. */
function capturedInFull(capture: PaypalCapture, purchase: Purchase): boolean {
  return (
    capture.amount.currency_code === purchase.currency.toUpperCase() &&
    toCents(Number(capture.amount.value)) === toCents(Number(purchase.amount))
  );
}

/** What PayPal refunded on the order so far, in cents. */
function refundedCentsOf(order: PaypalOrder): number {
  const refunds = order.purchase_units?.[0]?.payments?.refunds ?? [];
  return refunds
    .filter((refund) => refund.status === 'COMPLETED' && refund.amount)
    .reduce((sum, refund) => sum + toCents(Number(refund.amount?.value ?? 0)), 0);
}

/**
 * What an order, as PayPal reports it now, says about its purchase, in the
 * order to apply them. A capture refunded in full before we fulfilled it ends
 * the purchase without a key at all.
 */
export function paymentEventsOfOrder(order: PaypalOrder, purchase: Purchase): PaymentEvent[] {
  const capture = captureOf(order);
  if (!capture) return [];
  if (!capturedInFull(capture, purchase)) {
    return [
      {
        type: 'payment_failed',
        reason: `PayPal captured ${capture.amount.value} ${capture.amount.currency_code}`,
      },
    ];
  }
  const refunded = refundedCentsOf(order);
  const events: PaymentEvent[] = [];
  if (refunded < toCents(Number(purchase.amount))) events.push({ type: 'payment_succeeded' });
  if (refunded > 0) events.push({ type: 'refunded', totalRefundedCents: refunded });
  return events;
}
