import { invalidRequest, StripeApiError } from './errors.ts';
import { stripeId, unixSeconds } from './ids.ts';
import type { PaymentMethodObject } from './model.ts';
import type { ConfirmationParams, PaymentMethodData } from './params.ts';
import type { StripeState } from './state.ts';
import { cardBrand, isCardNumber, TEST_PAYMENT_METHODS } from './test-cards.ts';

/** A PaymentMethod and, for cards, the number that decides how charges on it end. */
export interface StoredPaymentMethod {
  object: PaymentMethodObject;
  cardNumber: string | null;
}

const CARD_PARAM = 'payment_method_data[card]';

type BillingDetailsData = PaymentMethodData['billing_details'];

function cardError(code: string, message: string, param: string): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', code, message, param });
}

function validateCard(card: Extract<PaymentMethodData, { type: 'card' }>['card'], now: Date) {
  const digits = card.number.replace(/\s+/g, '');
  if (!isCardNumber(digits)) {
    throw cardError('incorrect_number', 'Your card number is incorrect.', `${CARD_PARAM}[number]`);
  }
  if (card.exp_month < 1 || card.exp_month > 12) {
    throw cardError(
      'invalid_expiry_month',
      "Your card's expiration month is invalid.",
      `${CARD_PARAM}[exp_month]`,
    );
  }
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const expired =
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1);
  if (expired) {
    throw cardError(
      'invalid_expiry_year',
      "Your card's expiration year is invalid.",
      `${CARD_PARAM}[exp_year]`,
    );
  }
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) {
    throw cardError('invalid_cvc', "Your card's security code is invalid.", `${CARD_PARAM}[cvc]`);
  }
  return { digits, expMonth: card.exp_month, expYear: year };
}

function storeMethod(state: StripeState, method: StoredPaymentMethod): StoredPaymentMethod {
  state.paymentMethods.set(method.object.id, method);
  return method;
}

function newMethod(
  state: StripeState,
  fields: Pick<PaymentMethodObject, 'type' | 'card' | 'klarna' | 'billing_details'>,
): PaymentMethodObject {
  return {
    id: stripeId('pm'),
    object: 'payment_method',
    ...fields,
    created: unixSeconds(state.now()),
    customer: null,
    livemode: false,
    metadata: {},
  };
}

function cardMethod(
  state: StripeState,
  card: { digits: string; expMonth: number; expYear: number },
  billing: PaymentMethodData['billing_details'],
): StoredPaymentMethod {
  const object = newMethod(state, {
    type: 'card',
    card: {
      brand: cardBrand(card.digits),
      last4: card.digits.slice(-4),
      exp_month: card.expMonth,
      exp_year: card.expYear,
      country: 'US',
      funding: 'credit',
    },
    klarna: null,
    billing_details: billingDetails(billing),
  });
  return storeMethod(state, { object, cardNumber: card.digits });
}

function billingDetails(billing: BillingDetailsData) {
  const address = billing?.address;
  return {
    address: address
      ? {
          city: address.city ?? null,
          country: address.country ?? null,
          line1: address.line1 ?? null,
          line2: address.line2 ?? null,
          postal_code: address.postal_code ?? null,
          state: address.state ?? null,
        }
      : null,
    email: billing?.email ?? null,
    name: billing?.name ?? null,
  };
}

function fromData(state: StripeState, data: PaymentMethodData): StoredPaymentMethod {
  if (data.type === 'klarna') {
    const billing = data.billing_details;
    const object = newMethod(state, {
      type: 'klarna',
      card: null,
      klarna: {},
      billing_details: billingDetails(billing),
    });
    return storeMethod(state, { object, cardNumber: null });
  }
  return cardMethod(state, validateCard(data.card, new Date(state.now())), data.billing_details);
}

/**
 * The PaymentMethod a confirmation uses: an existing one by id, a test
 * shortcut (`pm_card_visa` creates a new card PaymentMethod, as in Stripe's
 * test mode), or one created from `payment_method_data`. Null when neither
 * parameter is given.
 */
export function paymentMethodFor(
  state: StripeState,
  params: ConfirmationParams,
): StoredPaymentMethod | null {
  if (params.payment_method !== undefined && params.payment_method_data !== undefined) {
    throw invalidRequest(
      'You may only specify one of these parameters: payment_method, payment_method_data.',
      { param: 'payment_method_data' },
    );
  }
  if (params.payment_method_data !== undefined) return fromData(state, params.payment_method_data);
  if (params.payment_method === undefined) return null;
  const testNumber = TEST_PAYMENT_METHODS[params.payment_method];
  if (testNumber !== undefined) {
    const now = new Date(state.now());
    const expiry = { expMonth: 12, expYear: now.getUTCFullYear() + 3 };
    return cardMethod(state, { digits: testNumber, ...expiry }, undefined);
  }
  const existing = state.paymentMethods.get(params.payment_method);
  if (!existing) {
    throw invalidRequest(`No such PaymentMethod: '${params.payment_method}'`, {
      code: 'resource_missing',
      param: 'payment_method',
    });
  }
  return existing;
}

/** A PaymentIntent only takes the payment method types it lists. */
export function assertAllowedType(types: readonly string[], method: StoredPaymentMethod): void {
  if (!types.includes(method.object.type)) {
    throw invalidRequest(
      `The PaymentMethod provided (${method.object.type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${types.join(', ')}.`,
      { code: 'payment_intent_invalid_parameter', param: 'payment_method' },
    );
  }
}
