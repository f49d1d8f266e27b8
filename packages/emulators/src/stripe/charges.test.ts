import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  jsonBody,
  PREFIX,
  PUBLISHABLE_KEY,
  startStripeEmulator,
  type TestStripe,
  WEBHOOK_SECRET,
} from './test-support.ts';

let emulator: TestStripe;

beforeAll(async () => {
  emulator = await startStripeEmulator();
});

beforeEach(() => {
  emulator.state.reset();
  emulator.receiver.received.length = 0;
  emulator.clock.offsetMs = 0;
});

function emulatorSeconds(): number {
  return Math.floor((Date.now() + emulator.clock.offsetMs) / 1000);
}

afterAll(async () => {
  await emulator.server.close();
});

function createIntent() {
  return emulator.stripe.paymentIntents.create({
    amount: 5999,
    currency: 'usd',
    description: 'Guildsmith Lifetime',
    metadata: { purchaseId: 'purchase-4' },
    receipt_email: 'kim@example.test',
    allowed_payment_method_types: ['card'],
  });
}

async function declinedAttempt(intentId: string): Promise<Stripe.errors.StripeCardError> {
  const failure: unknown = await emulator.stripe.paymentIntents
    .confirm(intentId, { payment_method: 'pm_card_chargeDeclined' })
    .then(
      () => null,
      (error: unknown) => error,
    );
  if (!(failure instanceof Stripe.errors.StripeCardError)) throw new Error('Expected a decline');
  return failure;
}

describe('charges', () => {
  it('records a succeeded charge as the intent latest_charge', async () => {
    const intent = await createIntent();
    // A minute later, so the charge's time cannot be mistaken for the intent's.
    emulator.clock.offsetMs = 60_000;
    const confirmedFrom = emulatorSeconds();
    const paid = await emulator.stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
    });
    const confirmedBy = emulatorSeconds();

    const charge = await emulator.stripe.charges.retrieve(String(paid.latest_charge));

    expect(charge).toMatchObject({
      id: paid.latest_charge,
      object: 'charge',
      amount: 5999,
      amount_captured: 5999,
      amount_refunded: 0,
      captured: true,
      currency: 'usd',
      description: 'Guildsmith Lifetime',
      disputed: false,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: { purchaseId: 'purchase-4' },
      outcome: { type: 'authorized', network_status: 'approved_by_network' },
      paid: true,
      payment_intent: intent.id,
      payment_method: paid.payment_method,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
      receipt_email: 'kim@example.test',
      refunded: false,
      refunds: { object: 'list', data: [], has_more: false },
      status: 'succeeded',
    });
    expect(charge.id).toMatch(/^ch_[A-Za-z0-9]{24}$/);
    expect(charge.created).toBeGreaterThanOrEqual(confirmedFrom);
    expect(charge.created).toBeLessThanOrEqual(confirmedBy);
    expect(charge.created).toBeGreaterThanOrEqual(paid.created + 60);
  });

  it('records a declined attempt as a failed charge named by the card error', async () => {
    const intent = await createIntent();

    const error = await declinedAttempt(intent.id);

    const charge = await emulator.stripe.charges.retrieve(String(error.charge));
    expect(charge).toMatchObject({
      status: 'failed',
      paid: false,
      captured: false,
      amount_captured: 0,
      failure_code: 'card_declined',
      failure_message: 'Your card was declined.',
      outcome: { type: 'issuer_declined', reason: 'generic_decline' },
      payment_intent: intent.id,
    });
    const after = await emulator.stripe.paymentIntents.retrieve(intent.id);
    expect(after.latest_charge).toBe(charge.id);
    expect(after.last_payment_error?.charge).toBe(charge.id);
  });

  it('sends each charge event, signed, before the intent event it goes with', async () => {
    const intent = await createIntent();
    await declinedAttempt(intent.id);
    const paid = await emulator.stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
    });
    await emulator.state.flush();

    const delivered = emulator.receiver.received.map(({ payload, signature }) =>
      emulator.stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET),
    );
    const succeeded = delivered.find((event) => event.type === 'charge.succeeded');
    expect(succeeded?.data.object).toMatchObject({ id: paid.latest_charge, status: 'succeeded' });
    const failed = delivered.find((event) => event.type === 'charge.failed');
    expect(failed?.data.object).toMatchObject({ status: 'failed', payment_intent: intent.id });

    const emitted = [...emulator.state.events.values()].map((event) => event.type);
    expect(emitted).toEqual([
      'payment_intent.created',
      'charge.failed',
      'payment_intent.payment_failed',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
  });

  it('lists the charges of one intent newest first', async () => {
    const intent = await createIntent();
    const other = await createIntent();
    const declined = await declinedAttempt(intent.id);
    const paid = await emulator.stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
    });
    await emulator.stripe.paymentIntents.confirm(other.id, { payment_method: 'pm_card_visa' });

    const list = await emulator.stripe.charges.list({ payment_intent: intent.id });

    expect(list.object).toBe('list');
    expect(list.url).toBe('/v1/charges');
    expect(list.has_more).toBe(false);
    expect(list.data.map((charge) => charge.id)).toEqual([paid.latest_charge, declined.charge]);
    const all = await emulator.stripe.charges.list({ limit: 2 });
    expect(all.data).toHaveLength(2);
    expect(all.has_more).toBe(true);
  });

  it('answers resource_missing for an unknown charge and refuses the publishable key', async () => {
    await expect(emulator.stripe.charges.retrieve('ch_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      message: "No such charge: 'ch_missing'",
    });

    const response = await fetch(`${emulator.server.url}${PREFIX}/v1/charges`, {
      headers: { authorization: `Bearer ${PUBLISHABLE_KEY}` },
    });
    expect(response.status).toBe(401);
    expect((await jsonBody<ErrorBody>(response)).error.message).toMatch(/publishable API key/);
  });
});
