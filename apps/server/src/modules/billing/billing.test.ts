import { eq, schema } from '@guildsmith/db';
import { stripeSignatureHeader } from '@guildsmith/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';
import { createStripeClient } from './stripe-client.ts';

let harness: TestApp;
let token: string;
let userId: string;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  await harness.queue.start();
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({
      discordId: 'bill-1',
      username: 'bill.buyer',
      email: 'bill@example.test',
      emailVerified: true,
    })
    .returning();
  if (!user) throw new Error('no user');
  userId = user.id;
  token = (
    await new SessionTokens(harness.database.db, harness.config.jwtSecret).issue({
      id: user.id,
      role: 'user',
    })
  ).token;
});

afterAll(async () => {
  await harness.sandbox.stripe.flush();
  await harness.close();
});

async function startPayment(body: object) {
  const response = await fetch(`${harness.url}/api/create-payment-intent`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      clientSecret: string;
      purchaseId: string;
      error: { code: string };
    },
  };
}

const stripe = () =>
  createStripeClient(harness.config.stripe.apiBaseUrl, harness.config.stripe.secretKey);
const purchase = async (id: string) =>
  (await harness.database.db.select().from(schema.purchases).where(eq(schema.purchases.id, id)))[0];
const keysOf = async (purchaseId: string) =>
  harness.database.db
    .select()
    .from(schema.licenseKeys)
    .where(eq(schema.licenseKeys.purchaseId, purchaseId));

function postWebhook(payload: string, signature: string) {
  return fetch(`${harness.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

describe('card payments through the Stripe emulator', () => {
  it('refuses an amount that is not the plan price', async () => {
    const result = await startPayment({ plan: 'premium', amount: 0.01 });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('AMOUNT_MISMATCH');
  });

  it('fulfils a paid purchase once: completed, premium for 30 days, one key, one key e-mail and one receipt', async () => {
    const started = await startPayment({ plan: 'premium', amount: 19.99 });
    expect(started.status).toBe(200);
    const intentId = started.body.clientSecret.split('_secret_')[0] ?? '';
    await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await harness.sandbox.stripe.flush();
    await expect
      .poll(async () => (await purchase(started.body.purchaseId))?.status, { timeout: 10_000 })
      .toBe('completed');
    expect(await keysOf(started.body.purchaseId)).toHaveLength(1);
    const [buyer] = await harness.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, userId));
    expect(buyer?.plan).toBe('premium');
    expect((buyer?.planExpiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(
      29 * 24 * 3600 * 1000,
    );
    await expect
      .poll(
        () =>
          harness.sandbox.mail
            .list()
            .filter((message) => message.to.includes('bill@example.test'))
            .map((message) => message.subject.replace(/GS-\w+/, 'GS-…'))
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual(['Your Guildsmith Premium license key', 'Your Guildsmith receipt GS-…']);
  });

  it('treats the same event delivered ten times, five at once, as one', async () => {
    const started = await startPayment({ plan: 'starter' });
    const intentId = started.body.clientSecret.split('_secret_')[0] ?? '';
    const intent = await stripe().paymentIntents.confirm(intentId, {
      payment_method: 'pm_card_visa',
    });
    const event = {
      id: 'evt_replayed_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: intent },
    };
    const payload = JSON.stringify(event);
    const signature = () =>
      stripeSignatureHeader(
        payload,
        harness.config.stripe.webhookSecret,
        Math.floor(Date.now() / 1000),
      );
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(payload, signature())),
    );
    const sequential = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      sequential.push(await postWebhook(payload, signature()));
    for (const response of [...concurrent, ...sequential]) expect(response.status).toBe(200);
    await harness.sandbox.stripe.flush();
    await expect
      .poll(async () => (await purchase(started.body.purchaseId))?.status)
      .toBe('completed');
    expect(await keysOf(started.body.purchaseId)).toHaveLength(1);
  });

  it('answers 400 to a bad signature, a stale timestamp and a tampered body, and changes nothing', async () => {
    const started = await startPayment({ plan: 'ultimate' });
    const intentId = started.body.clientSecret.split('_secret_')[0] ?? '';
    const intent = await stripe().paymentIntents.retrieve(intentId);
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1,
      livemode: false,
      data: { object: { ...intent, status: 'succeeded', amount_received: intent.amount } },
    });
    const now = Math.floor(Date.now() / 1000);
    const secret = harness.config.stripe.webhookSecret;
    expect(
      (await postWebhook(payload, stripeSignatureHeader(payload, 'whsec_wrong', now))).status,
    ).toBe(400);
    expect(
      (await postWebhook(payload, stripeSignatureHeader(payload, secret, now - 301))).status,
    ).toBe(400);
    const signed = stripeSignatureHeader(payload, secret, now);
    expect((await postWebhook(payload.replace('"ultimate"', '"lifetime"'), signed)).status).toBe(
      400,
    );
    expect((await purchase(started.body.purchaseId))?.status).toBe('pending');
    expect(await keysOf(started.body.purchaseId)).toHaveLength(0);
  });

  it('leaves a declined card purchase failed with nothing issued', async () => {
    const started = await startPayment({ plan: 'premium' });
    const intentId = started.body.clientSecret.split('_secret_')[0] ?? '';
    await expect(
      stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toThrow(/declined/);
    await harness.sandbox.stripe.flush();
    await expect
      .poll(async () => (await purchase(started.body.purchaseId))?.status, { timeout: 10_000 })
      .toBe('failed');
    expect(await keysOf(started.body.purchaseId)).toHaveLength(0);
  });
});

describe('webhook payloads past the signature', () => {
  const signedPost = (payload: string) =>
    postWebhook(
      payload,
      stripeSignatureHeader(
        payload,
        harness.config.stripe.webhookSecret,
        Math.floor(Date.now() / 1000),
      ),
    );

  it('stores an event carrying NUL or a lone surrogate without them, and acts on it', async () => {
    // Only the event below may complete the purchase.
    harness.sandbox.stripe.webhooks.pause();
    try {
      const started = await startPayment({ plan: 'starter' });
      const intentId = started.body.clientSecret.split('_secret_')[0] ?? '';
      const intent = await stripe().paymentIntents.confirm(intentId, {
        payment_method: 'pm_card_visa',
      });
      const payload = JSON.stringify({
        id: 'evt_with_nul\u0000',
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            ...intent,
            description: 'Starter\u0000 for \ud800Ava',
            metadata: { ...intent.metadata, 'note\u0000': 'x\u0000y' },
          },
        },
      });
      expect(payload).toContain('\\u0000');
      const response = await signedPost(payload);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome: 'processed' });
      expect((await purchase(started.body.purchaseId))?.status).toBe('completed');
      const [stored] = await harness.database.db
        .select()
        .from(schema.webhookEvents)
        .where(eq(schema.webhookEvents.eventId, 'evt_with_nul'));
      expect(stored?.payload).toMatchObject({
        data: { object: { description: 'Starter for \ufffdAva', metadata: { note: 'xy' } } },
      });
    } finally {
      harness.sandbox.stripe.webhooks.resume();
    }
  });

  it('answers 400, not 500, to a signed body that is not a Stripe event', async () => {
    for (const payload of [
      '{}',
      '[]',
      'null',
      '"\\u0000"',
      '{"id":"evt_no_data","type":"payment_intent.succeeded"}',
      '{"id":"evt_no_object","type":"charge.refunded","data":{}}',
      '{"id":7,"type":"charge.refunded","data":{"object":{}}}',
      '{"id":"evt_no_type","data":{"object":{}}}',
    ]) {
      const response = await signedPost(payload);
      expect(response.status, payload).toBe(400);
      expect(await response.json(), payload).toEqual({
        error: { code: 'INVALID_EVENT', message: 'The body is not a Stripe event' },
      });
    }
  });

  it('records and ignores a signed event whose object lacks what a payment event carries', async () => {
    const started = await startPayment({ plan: 'premium' });
    const intentId = started.body.clientSecret.split('_secret_')[0] ?? '';
    await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await harness.sandbox.stripe.flush();
    await expect
      .poll(async () => (await purchase(started.body.purchaseId))?.status, { timeout: 10_000 })
      .toBe('completed');
    const metadata = { purchaseId: started.body.purchaseId };
    const malformed = [
      { type: 'payment_intent.succeeded', object: { id: { id: intentId }, metadata } },
      { type: 'payment_intent.canceled', object: { id: intentId, metadata: 'purchase' } },
      { type: 'charge.refunded', object: { payment_intent: intentId, amount_refunded: 'all' } },
      { type: 'charge.refunded', object: { payment_intent: intentId, amount_refunded: 1e300 } },
      { type: 'charge.refunded', object: { payment_intent: intentId } },
      { type: 'charge.dispute.created', object: { payment_intent: { id: 7 } } },
    ];
    for (const [index, { type, object }] of malformed.entries()) {
      const payload = JSON.stringify({ id: `evt_malformed_${index}`, type, data: { object } });
      const response = await signedPost(payload);
      expect(response.status, payload).toBe(200);
      expect(await response.json(), payload).toEqual({ received: true, outcome: 'ignored' });
    }
    expect((await purchase(started.body.purchaseId))?.status).toBe('completed');
    expect((await keysOf(started.body.purchaseId)).map((key) => key.status)).toEqual(['issued']);
  });
});
