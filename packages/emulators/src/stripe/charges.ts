import { resourceMissing } from './errors.ts';
import { stripeId, unixSeconds } from './ids.ts';
import type {
  ChargeObject,
  ChargeOutcome,
  ChargePaymentMethodDetails,
  PaymentIntentObject,
} from './model.ts';
import type { StoredPaymentMethod } from './payment-methods.ts';
import type { StripeState } from './state.ts';
import type { CardDecline } from './test-cards.ts';

const NO_NETWORK_ADVICE = {
  advice_code: null,
  network_advice_code: null,
  network_decline_code: null,
} as const;

function approved(): ChargeOutcome {
  return {
    ...NO_NETWORK_ADVICE,
    network_status: 'approved_by_network',
    reason: null,
    risk_level: 'normal',
    seller_message: 'Payment complete.',
    type: 'authorized',
  };
}

function declined(decline: CardDecline): ChargeOutcome {
  return {
    ...NO_NETWORK_ADVICE,
    network_status: 'declined_by_network',
    reason: decline.declineCode,
    risk_level: 'normal',
    seller_message:
      decline.declineCode === 'generic_decline'
        ? 'The bank did not return any further details with this decline.'
        : `The bank returned the decline code \`${decline.declineCode}\`.`,
    type: 'issuer_declined',
  };
}

function methodDetails(method: StoredPaymentMethod): ChargePaymentMethodDetails {
  const { card } = method.object;
  return card ? { type: 'card', card: structuredClone(card) } : { type: 'klarna', klarna: {} };
}

/**
 * Records the charge a payment attempt made, as Stripe keeps one beside the
 * PaymentIntent for every attempt: `decline` null for money that moved, the
 * test card's decline for an attempt the issuer refused.
 */
export function recordCharge(
  state: StripeState,
  intent: PaymentIntentObject,
  method: StoredPaymentMethod,
  decline: CardDecline | null,
): ChargeObject {
  const id = stripeId('ch');
  const paid = decline === null;
  const charge: ChargeObject = {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: paid ? intent.amount : 0,
    amount_refunded: 0,
    balance_transaction: null,
    billing_details: structuredClone(method.object.billing_details),
    captured: paid,
    created: unixSeconds(state.now()),
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    livemode: false,
    metadata: { ...intent.metadata },
    outcome: decline ? declined(decline) : approved(),
    paid,
    payment_intent: intent.id,
    payment_method: method.object.id,
    payment_method_details: methodDetails(method),
    receipt_email: intent.receipt_email,
    refunded: false,
    refunds: { object: 'list', data: [], has_more: false, url: `/v1/charges/${id}/refunds` },
    status: paid ? 'succeeded' : 'failed',
  };
  state.charges.set(id, charge);
  return charge;
}

export function findCharge(state: StripeState, id: string, param = 'id'): ChargeObject {
  const charge = state.charges.get(id);
  if (!charge) throw resourceMissing('charge', id, param);
  return charge;
}
