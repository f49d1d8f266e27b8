import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  jsonBody,
  PREFIX,
  postForm,
  SECRET_KEY,
  startStripeEmulator,
  stripeClientFor,
  type TestStripe,
} from './test-support.ts';

let emulator: TestStripe;

beforeAll(async () => {
  emulator = await startStripeEmulator();
});

beforeEach(() => {
  emulator.state.reset();
});

afterAll(async () => {
  await emulator.server.close();
});

function createIntent(overrides: Partial<Stripe.PaymentIntentCreateParams> = {}) {
  return emulator.stripe.paymentIntents.create({
    amount: 5999,
    currency: 'usd',
    metadata: { purchaseId: 'purchase-1', plan: 'lifetime' },
    allowed_payment_method_types: ['card'],
    ...overrides,
  });
}

async function cardErrorOf(promise: Promise<unknown>): Promise<Stripe.errors.StripeCardError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof Stripe.errors.StripeCardError)) throw new Error(`Expected a card error`);
  return error;
}

describe('payment intents through stripe-node', () => {
  it('creates, retrieves and confirms an intent in Stripe shape', async () => {
    const created = await createIntent();

    expect(created).toMatchObject({
      object: 'payment_intent',
      amount: 5999,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { purchaseId: 'purchase-1', plan: 'lifetime' },
      payment_method_types: ['card'],
      livemode: false,
      last_payment_error: null,
      latest_charge: null,
    });
    expect(created.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_[A-Za-z0-9]+$`));
    expect(created.lastResponse.headers['request-id']).toMatch(/^req_/);

    const retrieved = await emulator.stripe.paymentIntents.retrieve(created.id);
    expect(retrieved).toEqual({ ...created });

    const confirmed = await emulator.stripe.paymentIntents.confirm(created.id, {
      payment_method: 'pm_card_visa',
    });
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 5999 });
    expect(confirmed.payment_method).toMatch(/^pm_/);
    expect(confirmed.latest_charge).toMatch(/^ch_/);
  });

  it('confirms with raw card details and with confirm=true on creation', async () => {
    const intent = await createIntent();
    const confirmed = await emulator.stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: {
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
      } as Stripe.PaymentIntentConfirmParams.PaymentMethodData,
    });
    expect(confirmed.status).toBe('succeeded');

    const oneStep = await createIntent({ confirm: true, payment_method: 'pm_card_mastercard' });
    expect(oneStep.status).toBe('succeeded');
  });

  it('declines 4000000000000002 as card_declined / generic_decline with a 402', async () => {
    const intent = await createIntent();

    const error = await cardErrorOf(
      emulator.stripe.paymentIntents.confirm(intent.id, {
        payment_method: 'pm_card_chargeDeclined',
      }),
    );

    expect(error.statusCode).toBe(402);
    expect(error.type).toBe('StripeCardError');
    expect(error.code).toBe('card_declined');
    expect(error.decline_code).toBe('generic_decline');
    expect(error.message).toBe('Your card was declined.');
    expect(error.payment_intent?.id).toBe(intent.id);
    expect(error.payment_intent?.status).toBe('requires_payment_method');

    const after = await emulator.stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error).toMatchObject({ code: 'card_declined', type: 'card_error' });
  });

  it('declines 4000000000009995 for insufficient funds, then lets another card pay', async () => {
    const intent = await createIntent();

    const error = await cardErrorOf(
      emulator.stripe.paymentIntents.confirm(intent.id, {
        payment_method_data: {
          type: 'card',
          card: { number: '4000000000009995', exp_month: 1, exp_year: 2099 },
        } as Stripe.PaymentIntentConfirmParams.PaymentMethodData,
      }),
    );
    expect(error.code).toBe('card_declined');
    expect(error.decline_code).toBe('insufficient_funds');
    expect(error.message).toBe('Your card has insufficient funds.');

    const retried = await emulator.stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
    });
    expect(retried.status).toBe('succeeded');
    expect(retried.last_payment_error).toBeNull();
  });

  it('refuses card numbers that fail the Luhn check', async () => {
    const intent = await createIntent();

    const error = await cardErrorOf(
      emulator.stripe.paymentIntents.confirm(intent.id, {
        payment_method_data: {
          type: 'card',
          card: { number: '4242424242424241', exp_month: 1, exp_year: 2099 },
        } as Stripe.PaymentIntentConfirmParams.PaymentMethodData,
      }),
    );
    expect(error.code).toBe('incorrect_number');
  });

  it('updates amount and metadata, unsetting keys given an empty value', async () => {
    const intent = await createIntent();

    const updated = await emulator.stripe.paymentIntents.update(intent.id, {
      amount: 2999,
      metadata: { plan: '', coupon: 'SPRING' },
    });

    expect(updated.amount).toBe(2999);
    expect(updated.metadata).toEqual({ purchaseId: 'purchase-1', coupon: 'SPRING' });
  });

  it('cancels, and refuses to change a finished intent', async () => {
    const intent = await createIntent();
    const canceled = await emulator.stripe.paymentIntents.cancel(intent.id, {
      cancellation_reason: 'abandoned',
    });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(canceled.canceled_at).toEqual(expect.any(Number));

    const confirmAttempt = emulator.stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
    });
    await expect(confirmAttempt).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
    await expect(emulator.stripe.paymentIntents.update(intent.id, { amount: 100 })).rejects.toThrow(
      /status of canceled/,
    );
  });

  it('answers Stripe errors for bad parameters and unknown intents', async () => {
    await expect(
      emulator.stripe.paymentIntents.create({
        currency: 'usd',
      } as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'amount',
    });
    await expect(createIntent({ amount: 10 })).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(
      createIntent({ colour: 'red' } as Partial<Stripe.PaymentIntentCreateParams>),
    ).rejects.toMatchObject({
      code: 'parameter_unknown',
      message: 'Received unknown parameter: colour',
    });
    await expect(emulator.stripe.paymentIntents.retrieve('pi_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_missing'",
    });
  });

  it('offers the enabled methods by default, narrowed by allowed and excluded types', async () => {
    const automatic = await emulator.stripe.paymentIntents.create({
      amount: 5999,
      currency: 'usd',
    });
    expect(automatic.payment_method_types).toEqual(['card', 'klarna']);
    expect(automatic.automatic_payment_methods).toEqual({ enabled: true });

    const excluded = await emulator.stripe.paymentIntents.create({
      amount: 5999,
      currency: 'usd',
      excluded_payment_method_types: ['klarna'],
    });
    expect(excluded.payment_method_types).toEqual(['card']);
    expect(excluded.excluded_payment_method_types).toEqual(['klarna']);

    const cardOnly = await createIntent();
    await expect(
      emulator.stripe.paymentIntents.confirm(cardOnly.id, {
        payment_method_data: { type: 'klarna' },
        return_url: 'https://example.test/return',
      }),
    ).rejects.toMatchObject({ code: 'payment_intent_invalid_parameter' });
  });

  it('takes the older payment_method_types[] parameter in form bracket notation', async () => {
    const response = await postForm(
      `${emulator.server.url}${PREFIX}/v1/payment_intents`,
      {
        amount: '5999',
        currency: 'usd',
        'payment_method_types[]': 'card',
        'metadata[purchaseId]': 'purchase-9',
      },
      { authorization: `Bearer ${SECRET_KEY}` },
    );

    expect(response.status).toBe(200);
    expect(await jsonBody(response)).toMatchObject({
      payment_method_types: ['card'],
      automatic_payment_methods: null,
      metadata: { purchaseId: 'purchase-9' },
    });
  });

  it('parses the bracket notation and reports invalid integers like Stripe', async () => {
    const response = await postForm(
      `${emulator.server.url}${PREFIX}/v1/payment_intents`,
      { amount: 'lots', currency: 'usd' },
      { authorization: `Bearer ${SECRET_KEY}` },
    );

    expect(response.status).toBe(400);
    expect(await jsonBody(response)).toMatchObject({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        param: 'amount',
        message: 'Invalid integer: lots',
      },
    });
  });
});

describe('authentication', () => {
  it('answers 401 with Stripe error bodies for a wrong or missing key', async () => {
    const wrong = stripeClientFor(`${emulator.server.url}${PREFIX}`, 'sk_test_wrongkey1234');
    const failure = wrong.paymentIntents.retrieve('pi_any');
    await expect(failure).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(failure).rejects.toMatchObject({
      message: expect.stringMatching(/^Invalid API Key provided: sk_test_\*+1234$/),
    });

    const anonymous = await fetch(`${emulator.server.url}${PREFIX}/v1/payment_intents/pi_any`);
    expect(anonymous.status).toBe(401);
    expect(await jsonBody(anonymous)).toMatchObject({
      error: {
        type: 'invalid_request_error',
        message: expect.stringContaining('You did not provide an API key'),
      },
    });
  });

  it('answers unknown routes like Stripe', async () => {
    const response = await fetch(`${emulator.server.url}${PREFIX}/v1/customers`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });

    expect(response.status).toBe(404);
    expect((await jsonBody<ErrorBody>(response)).error.message).toMatch(
      /^Unrecognized request URL \(GET: /,
    );
  });
});
