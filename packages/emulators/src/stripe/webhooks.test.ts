import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeState } from './state.ts';
import {
  jsonBody,
  PREFIX,
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
  emulator.receiver.statuses.length = 0;
});

afterAll(async () => {
  await emulator.server.close();
});

async function paidIntent() {
  const intent = await emulator.stripe.paymentIntents.create({
    amount: 5999,
    currency: 'usd',
    metadata: { purchaseId: 'purchase-3' },
  });
  await emulator.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
  await emulator.state.flush();
  return intent;
}

interface DeliveryView {
  id: string;
  type: string;
  status: string;
  attempts: Array<{ attempt: number; status: number | null; error: string | null }>;
}

async function listDeliveries(): Promise<DeliveryView[]> {
  const response = await fetch(`${emulator.server.url}${PREFIX}/control/events`);
  return jsonBody<DeliveryView[]>(response);
}

describe('webhook deliveries', () => {
  it('posts events that stripe-node verifies with the endpoint secret', async () => {
    const intent = await paidIntent();

    const events = emulator.receiver.received.map(({ payload, signature }) =>
      emulator.stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET),
    );

    expect(events.map((event) => event.type).sort()).toEqual([
      'charge.succeeded',
      'payment_intent.created',
      'payment_intent.succeeded',
    ]);
    const succeeded = events.find((event) => event.type === 'payment_intent.succeeded');
    expect(succeeded).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: emulator.state.account.apiVersion,
      data: {
        object: { id: intent.id, status: 'succeeded', metadata: { purchaseId: 'purchase-3' } },
      },
    });
    expect(succeeded?.id).toMatch(/^evt_/);
    expect(emulator.receiver.received[0]?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('is rejected by stripe-node under any other secret', async () => {
    await paidIntent();
    const [delivery] = emulator.receiver.received;
    if (!delivery) throw new Error('No delivery arrived');

    expect(() =>
      emulator.stripe.webhooks.constructEvent(delivery.payload, delivery.signature, 'whsec_other'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('retries a failing endpoint with backoff until it answers 2xx', async () => {
    emulator.receiver.statuses.push(500, 503);

    await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });
    await emulator.state.flush();

    const [delivery] = await listDeliveries();
    expect(delivery).toMatchObject({ type: 'payment_intent.created', status: 'succeeded' });
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([500, 503, 200]);
    expect(delivery?.attempts[0]?.error).toBe('HTTP 500');
    expect(emulator.receiver.received).toHaveLength(3);
    // Each attempt is signed afresh but carries the same event.
    expect(new Set(emulator.receiver.received.map((item) => item.payload)).size).toBe(1);
  });

  it('gives up after the configured attempts, and a resend delivers the event again', async () => {
    emulator.receiver.statuses.push(500, 500, 500, 500);
    await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });
    await emulator.state.flush();
    const [failed] = await listDeliveries();
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed?.attempts).toHaveLength(4);

    const resend = await fetch(
      `${emulator.server.url}${PREFIX}/control/events/${failed?.id}/resend`,
      { method: 'POST' },
    );
    expect(resend.status).toBe(202);
    await emulator.state.flush();

    const [delivered] = await listDeliveries();
    expect(delivered?.status).toBe('succeeded');
    expect(delivered?.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 500, 500, 200]);
  });

  it('lists deliveries newest first and answers 404 for unknown events', async () => {
    await paidIntent();

    const deliveries = await listDeliveries();
    expect(deliveries.map((delivery) => delivery.type)).toEqual([
      'payment_intent.succeeded',
      'charge.succeeded',
      'payment_intent.created',
    ]);
    const unknown = await fetch(`${emulator.server.url}${PREFIX}/control/events/evt_x/resend`, {
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'UNKNOWN_EVENT' } });
  });

  it('answers the API without waiting for the webhook endpoint', async () => {
    let release: () => void = () => undefined;
    emulator.receiver.gate = new Promise<void>((resolve) => {
      release = resolve;
    });

    const intent = await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });

    expect(intent.status).toBe('requires_payment_method');
    const [pending] = await listDeliveries();
    expect(pending?.status).toBe('pending');
    release();
    emulator.receiver.gate = null;
    await emulator.state.flush();
    const [delivered] = await listDeliveries();
    expect(delivered?.status).toBe('succeeded');
  });
});

describe('holding deliveries back', () => {
  it('records events as held while paused and sends none', async () => {
    emulator.state.webhooks.pause();

    await paidIntent();

    const deliveries = await listDeliveries();
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['held', 'held', 'held']);
    expect(deliveries.every((delivery) => delivery.attempts.length === 0)).toBe(true);
    expect(emulator.receiver.received).toHaveLength(0);
  });

  it('lets a test deliver held events itself, in any order, then resume the rest', async () => {
    emulator.state.webhooks.pause();
    await paidIntent();
    const [succeeded, charged, created] = emulator.state.webhooks.list();
    if (!succeeded || !charged || !created) throw new Error('Expected three held events');

    emulator.state.webhooks.resend(succeeded.event.id);
    await emulator.state.flush();
    emulator.state.webhooks.resend(created.event.id);
    await emulator.state.flush();
    expect(emulator.receiver.events().map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'payment_intent.created',
    ]);
    expect(charged.status).toBe('held');

    emulator.state.webhooks.resume();
    await emulator.state.flush();
    expect(emulator.receiver.events().map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'payment_intent.created',
      'charge.succeeded',
    ]);
    const verified = emulator.receiver.received.map(({ payload, signature }) =>
      emulator.stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET),
    );
    expect(verified).toHaveLength(3);

    await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });
    await emulator.state.flush();
    expect(emulator.receiver.received).toHaveLength(4);
  });

  it('delivers as normal again after a reset', async () => {
    emulator.state.webhooks.pause();
    emulator.state.reset();

    await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });
    await emulator.state.flush();

    expect(emulator.receiver.received).toHaveLength(1);
  });

  it('refuses a retry policy without attempts rather than failing every event unsent', () => {
    const options = { webhookUrl: 'http://127.0.0.1:9/hook', publicBaseUrl: 'http://127.0.0.1:9' };

    expect(() => createStripeState({ ...options, webhookRetry: { maxAttempts: 0 } })).toThrow(
      RangeError,
    );
    expect(() => createStripeState({ ...options, webhookRetry: { maxAttempts: 1 } })).not.toThrow();
  });
});
