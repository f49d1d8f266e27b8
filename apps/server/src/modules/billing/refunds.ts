import { type RefundBlock, toCents } from '@guildsmith/core';
import { eq, schema } from '@guildsmith/db';
import type { Purchase, PurchaseStatus } from '@guildsmith/db/schema';
import type Stripe from 'stripe';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { type BillingDeps, recordPaymentEvent } from './apply-payment-event.ts';
import type { PaypalClient } from './paypal-client.ts';
import { captureOf } from './paypal-events.ts';
import { settlePaypalOrder } from './paypal-payments.ts';

const { purchases } = schema;

/** The money-back guarantee: a refund asked for within this many days of the purchase. */
const MONEY_BACK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RefundDeps extends BillingDeps {
  stripe: Stripe;
  paypal: PaypalClient | null;
}

export interface RefundRequest {
  /** Dollars; the whole remaining amount when left out. */
  amount?: number;
  reason?: 'requested_by_customer' | 'duplicate' | 'fraudulent';
  /** An operator's deliberate refund after the guarantee ran out. */
  beyondGuarantee?: boolean;
  now?: Date;
}

export interface RefundResult {
  status: PurchaseStatus;
  amountRefunded: number;
}

type RefundRule = Pick<
  Purchase,
  'status' | 'completedAt' | 'createdAt' | 'stripePaymentIntentId' | 'paypalOrderId'
>;

/** The last moment of the money-back guarantee; null until the purchase is paid. */
export function guaranteeEndsAt(purchase: RefundRule): Date | null {
  if (purchase.status === 'pending' || purchase.status === 'failed') return null;
  const paidAt = purchase.completedAt ?? purchase.createdAt;
  return new Date(paidAt.getTime() + MONEY_BACK_DAYS * DAY_MS);
}

/** Why a refund cannot be asked for now, or null when it can (admins see the same rule). */
export function refundBlock(purchase: RefundRule, now: Date): RefundBlock | null {
  if (purchase.status === 'refunded') return 'refunded';
  if (purchase.status !== 'completed') return 'not_completed';
  if (!purchase.stripePaymentIntentId && !purchase.paypalOrderId) return 'no_payment';
  const endsAt = guaranteeEndsAt(purchase);
  return endsAt && now.getTime() > endsAt.getTime() ? 'outside_guarantee' : null;
}

function refundableCents(purchase: Purchase, request: RefundRequest, now: Date): number {
  if (purchase.status !== 'completed') {
    throw conflict(`A ${purchase.status} purchase cannot be refunded.`, 'NOT_REFUNDABLE');
  }
  if (!request.beyondGuarantee && refundBlock(purchase, now) === 'outside_guarantee') {
    throw conflict(
      `This purchase is older than the ${MONEY_BACK_DAYS}-day money-back guarantee.`,
      'OUTSIDE_GUARANTEE',
    );
  }
  const remaining = toCents(Number(purchase.amount)) - toCents(Number(purchase.amountRefunded));
  const cents = request.amount === undefined ? remaining : toCents(request.amount);
  if (cents <= 0 || cents > remaining) {
    throw badRequest(
      `The refund must be more than $0 and at most the $${(remaining / 100).toFixed(2)} not yet refunded.`,
      undefined,
      'INVALID_REFUND_AMOUNT',
    );
  }
  return cents;
}

/**
 * Gives money back through the provider that took it, then records what the
 * provider reports through the purchase lifecycle: a full refund revokes the
 * key and recomputes the plan, a partial one is only recorded. The request id
 * is derived from what was refunded before, so a retried call refunds once.
 * The provider's own refund notice (a Stripe webhook, or the reconciliation
 * job reading PayPal) later finds the purchase already settled.
 */
export async function refundPurchase(
  deps: RefundDeps,
  purchaseId: string,
  request: RefundRequest = {},
): Promise<RefundResult> {
  const now = request.now ?? new Date();
  const [purchase] = await deps.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase) throw notFound('Purchase not found', 'PURCHASE_NOT_FOUND');
  const cents = refundableCents(purchase, request, now);
  const requestId = `refund-${purchase.id}-${toCents(Number(purchase.amountRefunded))}-${cents}`;

  if (purchase.provider === 'stripe' && purchase.stripePaymentIntentId) {
    const refund = await deps.stripe.refunds.create(
      {
        payment_intent: purchase.stripePaymentIntentId,
        amount: cents,
        reason: request.reason ?? 'requested_by_customer',
        metadata: { purchaseId: purchase.id },
      },
      { idempotencyKey: requestId },
    );
    const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
    if (!chargeId) throw new Error(`Stripe refund ${refund.id} names no charge`);
    const charge = await deps.stripe.charges.retrieve(chargeId);
    await recordPaymentEvent(
      deps,
      purchase.id,
      { type: 'refunded', totalRefundedCents: charge.amount_refunded },
      now,
    );
  } else if (purchase.provider === 'paypal' && purchase.paypalOrderId) {
    if (!deps.paypal)
      throw new AppError(503, 'PAYPAL_UNAVAILABLE', 'PayPal is not available right now.');
    const capture = captureOf(await deps.paypal.getOrder(purchase.paypalOrderId));
    if (!capture)
      throw conflict('PayPal has no capture to refund for this order.', 'NOT_REFUNDABLE');
    const partial =
      cents < toCents(Number(purchase.amount)) - toCents(Number(purchase.amountRefunded));
    await deps.paypal.refundCapture(capture.id, {
      requestId,
      ...(partial
        ? {
            amount: {
              currency_code: capture.amount.currency_code,
              value: (cents / 100).toFixed(2),
            },
          }
        : {}),
    });
    await settlePaypalOrder(deps, purchase.id, await deps.paypal.getOrder(purchase.paypalOrderId));
  } else {
    throw conflict('This purchase has no payment to refund.', 'NOT_REFUNDABLE');
  }

  const [after] = await deps.db.select().from(purchases).where(eq(purchases.id, purchase.id));
  if (!after) throw new Error(`Purchase ${purchase.id} disappeared`);
  return { status: after.status, amountRefunded: Number(after.amountRefunded) };
}
