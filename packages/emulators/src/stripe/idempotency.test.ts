import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeEmulator, type TestStripe } from './test-support.ts';

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

const params: Stripe.PaymentIntentCreateParams = {
  amount: 5999,
  currency: 'usd',
  metadata: { purchaseId: 'purchase-7' },
};

describe('Idempotency-Key', () => {
  it('replays the first response for the same key and parameters', async () => {
    const first = await emulator.stripe.paymentIntents.create(params, { idempotencyKey: 'buy-7' });
    const second = await emulator.stripe.paymentIntents.create(
      { metadata: { purchaseId: 'purchase-7' }, currency: 'usd', amount: 5999 },
      { idempotencyKey: 'buy-7' },
    );

    expect(second.id).toBe(first.id);
    expect(second).toEqual({ ...first });
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(emulator.state.paymentIntents.size).toBe(1);
    await emulator.state.flush();
    expect(emulator.receiver.events().map((event) => event.type)).toEqual([
      'payment_intent.created',
    ]);
  });

  it('refuses the same key with other parameters as an idempotency_error', async () => {
    await emulator.stripe.paymentIntents.create(params, { idempotencyKey: 'buy-8' });

    const reuse = emulator.stripe.paymentIntents.create(
      { ...params, amount: 1999 },
      { idempotencyKey: 'buy-8' },
    );

    await expect(reuse).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(reuse).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('same parameters they were first used with'),
    });
    expect(emulator.state.paymentIntents.size).toBe(1);
  });

  it('replays a declined confirmation without charging again', async () => {
    const intent = await emulator.stripe.paymentIntents.create(params);
    const confirm = () =>
      emulator.stripe.paymentIntents.confirm(
        intent.id,
        { payment_method: 'pm_card_chargeDeclined' },
        { idempotencyKey: 'confirm-1' },
      );

    const first = await confirm().catch((error: unknown) => error);
    const second = await confirm().catch((error: unknown) => error);

    expect(first).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(second).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((second as Stripe.errors.StripeCardError).charge).toBe(
      (first as Stripe.errors.StripeCardError).charge,
    );
    await emulator.state.flush();
    const failures = emulator.receiver
      .events()
      .filter((event) => event.type === 'payment_intent.payment_failed');
    expect(failures).toHaveLength(1);
  });

  it('does not save failed validation, so the key can be used once the input is fixed', async () => {
    const invalid = emulator.stripe.paymentIntents.create(
      { ...params, amount: 10 },
      { idempotencyKey: 'buy-9' },
    );
    await expect(invalid).rejects.toMatchObject({ code: 'amount_too_small' });

    const valid = await emulator.stripe.paymentIntents.create(params, { idempotencyKey: 'buy-9' });
    expect(valid.status).toBe('requires_payment_method');
  });
});
