import { invalidRequest, noSuchPaymentIntent, type StripeApiError } from './errors.ts';
import { clientSecretFor, stripeId, unixSeconds } from './ids.ts';
import type {
  PaymentIntentObject,
  PaymentIntentRecord,
  PaymentIntentStatus,
  RequestContext,
} from './model.ts';
import type { CancelIntentParams, CreateIntentParams, UpdateIntentParams } from './params.ts';
import { paymentMethodTypes } from './payment-method-types.ts';
import { assertAllowedType, paymentMethodFor } from './payment-methods.ts';
import type { StripeState } from './state.ts';

// Stripe's minimum charge amounts for the currencies we sell in; others only need to be positive.
const MINIMUM_AMOUNTS: Readonly<Record<string, number>> = { usd: 50, eur: 50, gbp: 30 };
const MAXIMUM_AMOUNT = 99_999_999;

export function findPaymentIntent(state: StripeState, id: string): PaymentIntentRecord {
  const record = state.paymentIntents.get(id);
  if (!record) throw noSuchPaymentIntent(id);
  return record;
}

/** A copy for answers and events, so later changes never alter what was already sent. */
export function snapshot(intent: PaymentIntentObject): PaymentIntentObject {
  return structuredClone(intent);
}

export function unexpectedState(message: string): StripeApiError {
  return invalidRequest(message, { code: 'payment_intent_unexpected_state' });
}

function checkAmount(amount: number, currency: string): void {
  if (amount < 1) {
    throw invalidRequest('This value must be greater than or equal to 1.', {
      code: 'parameter_invalid_integer',
      param: 'amount',
    });
  }
  const minimum = MINIMUM_AMOUNTS[currency] ?? 1;
  if (amount < minimum) {
    throw invalidRequest(`Amount must be at least ${(minimum / 100).toFixed(2)} ${currency}`, {
      code: 'amount_too_small',
      param: 'amount',
    });
  }
  if (amount > MAXIMUM_AMOUNT) {
    throw invalidRequest(
      `Amount must be no more than ${(MAXIMUM_AMOUNT / 100).toFixed(2)} ${currency}`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
}

export function createPaymentIntent(
  state: StripeState,
  params: CreateIntentParams,
  context: RequestContext,
): PaymentIntentRecord {
  checkAmount(params.amount, params.currency);
  const types = paymentMethodTypes(params);
  // Confirming attaches the method itself; without confirm=true it waits on the intent.
  const method = params.confirm ? null : paymentMethodFor(state, params);
  if (method) assertAllowedType(types.payment_method_types, method);
  const id = stripeId('pi');
  const intent: PaymentIntentObject = {
    id,
    object: 'payment_intent',
    ...types,
    amount: params.amount,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: clientSecretFor(id),
    confirmation_method: 'automatic',
    created: unixSeconds(state.now()),
    currency: params.currency,
    customer: null,
    description: params.description ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: params.metadata ?? {},
    next_action: null,
    payment_method: method?.object.id ?? null,
    receipt_email: params.receipt_email ?? null,
    status: method ? 'requires_confirmation' : 'requires_payment_method',
  };
  const record: PaymentIntentRecord = {
    intent,
    returnUrl: params.return_url ?? null,
    redirectNonce: null,
  };
  state.paymentIntents.set(id, record);
  state.emit('payment_intent.created', intent, context);
  return record;
}

/**
 * Stripe's metadata update: an empty value unsets its key, null (an empty
 * `metadata` parameter) clears all. Built with fromEntries so a key such as
 * `__proto__` stays an ordinary key.
 */
function mergedMetadata(
  current: Record<string, string>,
  changes: Record<string, string> | null,
): Record<string, string> {
  if (changes === null) return {};
  const merged = new Map(Object.entries(current));
  for (const [key, value] of Object.entries(changes)) {
    if (value === '') merged.delete(key);
    else merged.set(key, value);
  }
  return Object.fromEntries(merged);
}

/** New payment method types when the update names any, keeping what it leaves out. */
function typesAfterUpdate(intent: PaymentIntentObject, params: UpdateIntentParams) {
  if (params.payment_method_types) {
    return paymentMethodTypes({ payment_method_types: params.payment_method_types });
  }
  if (!params.allowed_payment_method_types && !params.excluded_payment_method_types) return null;
  return paymentMethodTypes({
    allowed_payment_method_types:
      params.allowed_payment_method_types ?? intent.allowed_payment_method_types ?? undefined,
    excluded_payment_method_types:
      params.excluded_payment_method_types ?? intent.excluded_payment_method_types ?? undefined,
    automatic_payment_methods: intent.automatic_payment_methods ?? { enabled: false },
  });
}

const UPDATABLE: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

export function updatePaymentIntent(
  record: PaymentIntentRecord,
  params: UpdateIntentParams,
): PaymentIntentObject {
  const { intent } = record;
  if (!UPDATABLE.includes(intent.status)) {
    throw unexpectedState(
      `You cannot update this PaymentIntent because it has a status of ${intent.status}. Updates are only allowed when the PaymentIntent has a status of requires_payment_method, requires_confirmation, or requires_action.`,
    );
  }
  const currency = params.currency ?? intent.currency;
  const amount = params.amount ?? intent.amount;
  checkAmount(amount, currency);
  // Everything is checked before anything changes: a refused update leaves the intent as it was.
  const types = typesAfterUpdate(intent, params);
  intent.amount = amount;
  intent.currency = currency;
  if (types) Object.assign(intent, types);
  if (params.description !== undefined) intent.description = params.description || null;
  if (params.receipt_email !== undefined) intent.receipt_email = params.receipt_email;
  if (params.metadata !== undefined)
    intent.metadata = mergedMetadata(intent.metadata, params.metadata);
  return intent;
}

const CANCELABLE: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

export function cancelPaymentIntent(
  state: StripeState,
  record: PaymentIntentRecord,
  params: CancelIntentParams,
  context: RequestContext,
): PaymentIntentObject {
  const { intent } = record;
  if (!CANCELABLE.includes(intent.status)) {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
    );
  }
  intent.status = 'canceled';
  intent.canceled_at = unixSeconds(state.now());
  intent.cancellation_reason = params.cancellation_reason ?? null;
  intent.next_action = null;
  record.redirectNonce = null;
  state.emit('payment_intent.canceled', intent, context);
  return intent;
}
