import { recordCharge } from './charges.ts';
import { docUrl, invalidRequest, StripeApiError, type StripeErrorObject } from './errors.ts';
import { stripeId } from './ids.ts';
import type { PaymentIntentObject, PaymentIntentRecord, RequestContext } from './model.ts';
import type { ConfirmationParams } from './params.ts';
import { snapshot, unexpectedState } from './payment-intents.ts';
import {
  assertAllowedType,
  paymentMethodFor,
  type StoredPaymentMethod,
} from './payment-methods.ts';
import type { StripeState } from './state.ts';
import { type CardDecline, declineFor } from './test-cards.ts';

const CONFIRMABLE_STATUSES = 'requires_confirmation, requires_payment_method, requires_action';

function checkConfirmable(intent: PaymentIntentObject): void {
  if (intent.status === 'succeeded') {
    throw unexpectedState(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    );
  }
  if (intent.status === 'canceled' || intent.status === 'processing') {
    throw unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE_STATUSES}.`,
    );
  }
}

function methodToUse(
  state: StripeState,
  intent: PaymentIntentObject,
  params: ConfirmationParams,
): StoredPaymentMethod {
  const given = paymentMethodFor(state, params);
  const method =
    given ?? (intent.payment_method ? state.paymentMethods.get(intent.payment_method) : undefined);
  if (!method) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a payment method and then confirm it again.",
    );
  }
  assertAllowedType(intent.payment_method_types, method);
  return method;
}

/**
 * The money moved: a charge records it. Its event goes out before the
 * intent's, the order Stripe usually sends them in; deliveries run
 * concurrently and retry, so endpoints must not rely on it.
 */
function succeed(
  state: StripeState,
  intent: PaymentIntentObject,
  method: StoredPaymentMethod,
  context: RequestContext,
): void {
  const charge = recordCharge(state, intent, method, null);
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.latest_charge = charge.id;
  intent.last_payment_error = null;
  state.emit('charge.succeeded', charge, context);
  state.emit('payment_intent.succeeded', intent, context);
}

function requireReturnUrl(returnUrl: string | null): string {
  if (returnUrl === null) {
    throw invalidRequest(
      'You must provide a `return_url` when confirming a PaymentIntent with the payment method type klarna.',
      { param: 'return_url' },
    );
  }
  return returnUrl;
}

/** The customer leaves for the redirect page; it finishes the payment (completeRedirect). */
function startRedirect(
  state: StripeState,
  record: PaymentIntentRecord,
  returnUrl: string,
  redirectPagesUrl: string,
  context: RequestContext,
): void {
  const { intent } = record;
  const nonce = stripeId('nonce');
  record.redirectNonce = nonce;
  intent.status = 'requires_action';
  intent.next_action = {
    type: 'redirect_to_url',
    redirect_to_url: {
      url: `${redirectPagesUrl}/${intent.id}?nonce=${nonce}`,
      return_url: returnUrl,
    },
  };
  state.emit('payment_intent.requires_action', intent, context);
}

/**
 * A declined card: a failed charge records the attempt, the intent waits for
 * another payment method and the caller gets a 402. Events in the same order
 * as for a success.
 */
function decline(
  state: StripeState,
  intent: PaymentIntentObject,
  method: StoredPaymentMethod,
  outcome: CardDecline,
  context: RequestContext,
): StripeApiError {
  const charge = recordCharge(state, intent, method, outcome);
  const error: StripeErrorObject = {
    type: 'card_error',
    code: outcome.code,
    decline_code: outcome.declineCode,
    message: outcome.message,
    doc_url: docUrl(outcome.code),
    charge: charge.id,
    payment_method: structuredClone(method.object),
  };
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.latest_charge = charge.id;
  intent.last_payment_error = error;
  state.emit('charge.failed', charge, context);
  state.emit('payment_intent.payment_failed', intent, context);
  return new StripeApiError(402, { ...error, payment_intent: snapshot(intent) });
}

/**
 * Confirms a PaymentIntent: cards settle at once (or are declined, per the
 * test card), Klarna sends the customer to the emulator's redirect page.
 * `redirectPagesUrl` is the absolute URL the redirect pages are mounted at.
 */
export function confirmPaymentIntent(
  state: StripeState,
  record: PaymentIntentRecord,
  params: ConfirmationParams,
  redirectPagesUrl: string,
  context: RequestContext,
): PaymentIntentObject {
  const { intent } = record;
  checkConfirmable(intent);
  const method = methodToUse(state, intent, params);
  const returnUrl = params.return_url ?? record.returnUrl;
  // Klarna always redirects, and a redirect needs somewhere to come back to.
  const redirectBackTo = method.object.type === 'klarna' ? requireReturnUrl(returnUrl) : null;
  record.returnUrl = returnUrl;
  if (params.receipt_email !== undefined) intent.receipt_email = params.receipt_email;
  intent.payment_method = method.object.id;
  intent.last_payment_error = null;
  intent.next_action = null;
  record.redirectNonce = null;
  if (redirectBackTo !== null) {
    startRedirect(state, record, redirectBackTo, redirectPagesUrl, context);
    return intent;
  }
  const outcome = method.cardNumber === null ? null : declineFor(method.cardNumber);
  if (outcome) throw decline(state, intent, method, outcome, context);
  succeed(state, intent, method, context);
  return intent;
}

/** Where the customer goes back to after the redirect page, with Stripe's query parameters. */
export function returnLocation(record: PaymentIntentRecord, succeeded: boolean): string | null {
  if (record.returnUrl === null) return null;
  const url = new URL(record.returnUrl);
  url.searchParams.set('payment_intent', record.intent.id);
  url.searchParams.set('payment_intent_client_secret', record.intent.client_secret);
  url.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
  return url.toString();
}

/** The customer's answer on the redirect page; the intent must be in requires_action. */
export function completeRedirect(
  state: StripeState,
  record: PaymentIntentRecord,
  approved: boolean,
  context: RequestContext,
): void {
  const { intent } = record;
  record.redirectNonce = null;
  intent.next_action = null;
  const method = intent.payment_method
    ? state.paymentMethods.get(intent.payment_method)
    : undefined;
  if (approved) {
    // Confirming attached the method before sending the customer here; nothing removes it since.
    if (!method) throw new Error(`PaymentIntent ${intent.id} lost its payment method`);
    // Klarna reports the authorisation before the funds settle, so Stripe passes through processing.
    intent.status = 'processing';
    state.emit('payment_intent.processing', intent, context);
    succeed(state, intent, method, context);
    return;
  }
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.last_payment_error = {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    doc_url: docUrl('payment_intent_authentication_failure'),
    ...(method ? { payment_method: structuredClone(method.object) } : {}),
  };
  state.emit('payment_intent.payment_failed', intent, context);
}
