import type { StripeErrorObject } from './errors.ts';

/** The PaymentIntent statuses the emulator reaches (it has no manual capture). */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

type PaymentMethodType = 'card' | 'klarna';

interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  country: string;
  funding: 'credit';
}

export interface PaymentMethodObject {
  id: string;
  object: 'payment_method';
  type: PaymentMethodType;
  card: CardDetails | null;
  klarna: Record<string, never> | null;
  billing_details: {
    address: StripeAddress | null;
    email: string | null;
    name: string | null;
  };
  created: number;
  customer: null;
  livemode: false;
  metadata: Record<string, string>;
}

interface RedirectAction {
  type: 'redirect_to_url';
  redirect_to_url: { url: string; return_url: string };
}

/** The fields of Stripe's PaymentIntent that the emulator fills; the JSON it answers. */
export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  allowed_payment_method_types: string[] | null;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  excluded_payment_method_types: string[] | null;
  last_payment_error: StripeErrorObject | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: RedirectAction | null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: PaymentIntentStatus;
}

/** A PaymentIntent and what the emulator keeps about it that Stripe does not show. */
export interface PaymentIntentRecord {
  intent: PaymentIntentObject;
  /** Where the redirect page sends the customer back to. */
  returnUrl: string | null;
  /** Required by the redirect page, so only the customer Stripe sent there can answer it. */
  redirectNonce: string | null;
}

/** Stripe's list envelope; `url` is the list's path, e.g. `/v1/charges`. */
export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** How the card network answered; the emulator has no Radar, so the risk is always normal. */
export interface ChargeOutcome {
  advice_code: null;
  network_advice_code: null;
  network_decline_code: null;
  network_status: 'approved_by_network' | 'declined_by_network';
  reason: string | null;
  risk_level: 'normal';
  seller_message: string;
  type: 'authorized' | 'issuer_declined';
}

export type ChargePaymentMethodDetails =
  | { type: 'card'; card: CardDetails }
  | { type: 'klarna'; klarna: Record<string, never> };

/** One attempt to move money for a PaymentIntent, successful or declined. */
export interface ChargeObject {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: null;
  billing_details: PaymentMethodObject['billing_details'];
  captured: boolean;
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  disputed: boolean;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  outcome: ChargeOutcome;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: ChargePaymentMethodDetails;
  receipt_email: string | null;
  refunded: boolean;
  /** Stripe includes this only when expanded; the emulator always does, newest first. */
  refunds: ListObject<RefundObject>;
  status: 'succeeded' | 'failed';
}

export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer';

/** Refunds settle at once in the emulator, so they are always `succeeded`. */
export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: RefundReason | null;
  receipt_number: null;
  status: 'succeeded';
}

export const DISPUTE_REASONS = [
  'bank_cannot_process',
  'credit_not_processed',
  'customer_initiated',
  'debit_not_authorized',
  'duplicate',
  'fraudulent',
  'general',
  'incorrect_account_details',
  'insufficient_funds',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
] as const;

export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** Opened needing a response; the emulator's control API decides how it ends. */
export type DisputeStatus = 'needs_response' | 'won' | 'lost';

export interface DisputeObject {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  evidence_details: {
    due_by: number;
    has_evidence: false;
    past_due: boolean;
    submission_count: 0;
  };
  is_charge_refundable: false;
  livemode: false;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: DisputeReason;
  status: DisputeStatus;
}

/** What each event type carries as `data.object`. */
export interface StripeEventObjects {
  'payment_intent.created': PaymentIntentObject;
  'payment_intent.processing': PaymentIntentObject;
  'payment_intent.requires_action': PaymentIntentObject;
  'payment_intent.succeeded': PaymentIntentObject;
  'payment_intent.payment_failed': PaymentIntentObject;
  'payment_intent.canceled': PaymentIntentObject;
  'charge.succeeded': ChargeObject;
  'charge.failed': ChargeObject;
  'charge.refunded': ChargeObject;
  'refund.created': RefundObject;
  'charge.dispute.created': DisputeObject;
  'charge.dispute.closed': DisputeObject;
}

export type StripeEventType = keyof StripeEventObjects;

export interface StripeEventOf<Type extends StripeEventType> {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: StripeEventObjects[Type] };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: Type;
}

/** Any event; checking `type` narrows `data.object` to what that type carries. */
export type StripeEvent = { [Type in StripeEventType]: StripeEventOf<Type> }[StripeEventType];

/** The API request an operation runs for; events name it, as Stripe's do. */
export interface RequestContext {
  requestId: string | null;
  idempotencyKey: string | null;
}

/** What happens without an API call (the redirect page, a dispute) names no request in its events. */
export const NO_REQUEST: RequestContext = Object.freeze({ requestId: null, idempotencyKey: null });

interface StripeAddress {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}
