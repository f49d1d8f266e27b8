import { ControlError } from './control-errors.ts';
import { resourceMissing } from './errors.ts';
import { stripeId, unixSeconds } from './ids.ts';
import { type ChargeObject, type DisputeObject, type DisputeReason, NO_REQUEST } from './model.ts';
import type { StripeState } from './state.ts';

export interface OpenDisputeInput {
  /** Disputes the intent's successful charge; give this or `charge`. */
  payment_intent?: string;
  charge?: string;
  /** `fraudulent` when left out, the reason most chargebacks give. */
  reason?: DisputeReason;
  /** In the currency's smallest unit; the whole charge when left out. */
  amount?: number;
}

export type DisputeOutcome = 'won' | 'lost';

// When the merchant's response is due: the emulator allows a week.
const RESPONSE_WINDOW_S = 7 * 24 * 60 * 60;

function chargeFor(state: StripeState, input: OpenDisputeInput): ChargeObject {
  if (input.charge !== undefined) {
    const charge = state.charges.get(input.charge);
    if (!charge) {
      throw new ControlError(404, 'UNKNOWN_CHARGE', `No charge has the id ${input.charge}`);
    }
    if (input.payment_intent !== undefined && input.payment_intent !== charge.payment_intent) {
      throw new ControlError(
        400,
        'BAD_REQUEST',
        `Charge ${charge.id} does not belong to PaymentIntent ${input.payment_intent}`,
      );
    }
    return charge;
  }
  if (input.payment_intent === undefined) {
    throw new ControlError(400, 'BAD_REQUEST', 'Name the payment_intent or the charge to dispute');
  }
  const record = state.paymentIntents.get(input.payment_intent);
  if (!record) {
    throw new ControlError(
      404,
      'UNKNOWN_PAYMENT_INTENT',
      `No PaymentIntent has the id ${input.payment_intent}`,
    );
  }
  const { intent } = record;
  const charge =
    intent.status === 'succeeded' && intent.latest_charge !== null
      ? state.charges.get(intent.latest_charge)
      : undefined;
  if (!charge) {
    throw new ControlError(
      409,
      'NOT_DISPUTABLE',
      `PaymentIntent ${intent.id} has no successful charge to dispute`,
    );
  }
  return charge;
}

/**
 * The customer's bank disputes a successful charge. Stripe has no API call
 * for this (it happens between the cardholder and their bank), so the
 * control route and tests call it. The charge becomes `disputed`, which
 * makes Stripe refuse refunds on it, and `charge.dispute.created` is sent.
 */
export function openDispute(state: StripeState, input: OpenDisputeInput): DisputeObject {
  const charge = chargeFor(state, input);
  if (charge.status !== 'succeeded') {
    throw new ControlError(
      409,
      'NOT_DISPUTABLE',
      `Charge ${charge.id} failed; only a successful charge can be disputed`,
    );
  }
  if (charge.disputed) {
    throw new ControlError(409, 'ALREADY_DISPUTED', `Charge ${charge.id} is already disputed`);
  }
  const amount = input.amount ?? charge.amount;
  if (!Number.isInteger(amount) || amount < 1 || amount > charge.amount) {
    throw new ControlError(
      400,
      'INVALID_AMOUNT',
      `amount must be a whole number from 1 to the charge's ${charge.amount}`,
    );
  }
  const created = unixSeconds(state.now());
  const dispute: DisputeObject = {
    id: stripeId('dp'),
    object: 'dispute',
    amount,
    charge: charge.id,
    created,
    currency: charge.currency,
    evidence_details: {
      due_by: created + RESPONSE_WINDOW_S,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason: input.reason ?? 'fraudulent',
    status: 'needs_response',
  };
  state.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  state.emit('charge.dispute.created', dispute, NO_REQUEST);
  return structuredClone(dispute);
}

/** The card network decided: the dispute closes and `charge.dispute.closed` is sent. */
export function closeDispute(
  state: StripeState,
  disputeId: string,
  status: DisputeOutcome,
): DisputeObject {
  const dispute = state.disputes.get(disputeId);
  if (!dispute)
    throw new ControlError(404, 'UNKNOWN_DISPUTE', `No dispute has the id ${disputeId}`);
  if (dispute.status !== 'needs_response') {
    throw new ControlError(
      409,
      'DISPUTE_CLOSED',
      `Dispute ${dispute.id} is already closed as ${dispute.status}`,
    );
  }
  dispute.status = status;
  state.emit('charge.dispute.closed', dispute, NO_REQUEST);
  return structuredClone(dispute);
}

export function findDispute(state: StripeState, id: string): DisputeObject {
  const dispute = state.disputes.get(id);
  if (!dispute) throw resourceMissing('dispute', id);
  return dispute;
}
