import { findCharge } from './charges.ts';
import { invalidRequest, noSuchPaymentIntent, resourceMissing } from './errors.ts';
import { stripeId, unixSeconds } from './ids.ts';
import type { ChargeObject, RefundObject, RequestContext } from './model.ts';
import type { CreateRefundParams } from './params.ts';
import type { StripeState } from './state.ts';

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { usd: '$', eur: '€', gbp: '£' };

/** An amount as Stripe prints it in refund errors, e.g. `$59.99`. */
function displayAmount(amount: number, currency: string): string {
  const value = (amount / 100).toFixed(2);
  const symbol = CURRENCY_SYMBOLS[currency];
  return symbol === undefined ? `${value} ${currency.toUpperCase()}` : `${symbol}${value}`;
}

/** The charge a refund request names, directly or through its PaymentIntent's successful charge. */
function chargeToRefund(state: StripeState, params: CreateRefundParams): ChargeObject {
  if (params.payment_intent === undefined) {
    if (params.charge === undefined) {
      throw invalidRequest('Missing required param: charge.', {
        code: 'parameter_missing',
        param: 'charge',
      });
    }
    const charge = findCharge(state, params.charge, 'charge');
    if (charge.status !== 'succeeded') {
      throw invalidRequest(`Charge ${charge.id} failed, so it has nothing to refund.`, {
        param: 'charge',
      });
    }
    return charge;
  }
  const record = state.paymentIntents.get(params.payment_intent);
  if (!record) throw noSuchPaymentIntent(params.payment_intent, 'payment_intent');
  const { intent } = record;
  if (intent.status !== 'succeeded' || intent.latest_charge === null) {
    throw invalidRequest('This PaymentIntent does not have a successful charge to refund.', {
      param: 'payment_intent',
    });
  }
  if (params.charge !== undefined && params.charge !== intent.latest_charge) {
    throw invalidRequest(`Charge ${params.charge} does not belong to PaymentIntent ${intent.id}.`, {
      param: 'charge',
    });
  }
  return findCharge(state, intent.latest_charge, 'payment_intent');
}

/**
 * Refunds all of a charge or part of it. Refunds settle at once (Stripe's
 * test mode does the same for cards), so the charge shows the refund right
 * away. Everything is checked before anything changes.
 */
export function createRefund(
  state: StripeState,
  params: CreateRefundParams,
  context: RequestContext,
): RefundObject {
  const charge = chargeToRefund(state, params);
  const remaining = charge.amount_captured - charge.amount_refunded;
  if (remaining === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  // The disputed amount is the card network's to settle now; Stripe refuses refunds meanwhile.
  if (charge.disputed) {
    throw invalidRequest(`Charge ${charge.id} has been charged back; cannot issue a refund.`, {
      code: 'charge_disputed',
    });
  }
  const amount = params.amount ?? remaining;
  if (amount > remaining) {
    throw invalidRequest(
      `Refund amount (${displayAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${displayAmount(remaining, charge.currency)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  const refund: RefundObject = {
    id: stripeId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: unixSeconds(state.now()),
    currency: charge.currency,
    metadata: params.metadata ?? {},
    payment_intent: charge.payment_intent,
    reason: params.reason ?? null,
    receipt_number: null,
    status: 'succeeded',
  };
  state.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  charge.refunds.data.unshift(structuredClone(refund));
  state.emit('refund.created', refund, context);
  state.emit('charge.refunded', charge, context);
  return refund;
}

export function findRefund(state: StripeState, id: string): RefundObject {
  const refund = state.refunds.get(id);
  if (!refund) throw resourceMissing('refund', id);
  return refund;
}
