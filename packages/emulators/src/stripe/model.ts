import type { StripeErrorObject } from './errors.ts';

/** The PaymentIntent statuses the emulator reaches (it has no manual capture). */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export type PaymentMethodType = 'card' | 'klarna';

export interface CardDetails {
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

export interface RedirectAction {
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

export type StripeEventType =
  | 'payment_intent.created'
  | 'payment_intent.processing'
  | 'payment_intent.requires_action'
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: PaymentIntentObject };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: StripeEventType;
}

/** The API request an operation runs for; events name it, as Stripe's do. */
export interface RequestContext {
  requestId: string | null;
  idempotencyKey: string | null;
}

export interface StripeAddress {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}
