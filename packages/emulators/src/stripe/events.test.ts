import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  jsonBody,
  PREFIX,
  SECRET_KEY,
  startStripeEmulator,
  type TestStripe,
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
  const intent = await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });
  return emulator.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
}

describe('/v1/events', () => {
  it('lists every emitted event newest first and retrieves each as delivered', async () => {
    await paidIntent();
    await emulator.state.flush();

    const list = await emulator.stripe.events.list();

    expect(list.url).toBe('/v1/events');
    expect(list.data.map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'charge.succeeded',
      'payment_intent.created',
    ]);
    const delivered = emulator.receiver.events().find((event) => event.type === 'charge.succeeded');
    if (!delivered) throw new Error('charge.succeeded was not delivered');
    const retrieved = await emulator.stripe.events.retrieve(delivered.id);
    expect({ ...retrieved }).toEqual(delivered);
  });

  it('filters on one type, a wildcard group, or several types', async () => {
    const paid = await paidIntent();

    const charges = await emulator.stripe.events.list({ type: 'charge.succeeded' });
    const intents = await emulator.stripe.events.list({ type: 'payment_intent.*' });
    const several = await emulator.stripe.events.list({
      types: ['charge.succeeded', 'payment_intent.created'],
    });

    expect(charges.data.map((event) => event.data.object)).toMatchObject([
      { id: paid.latest_charge, object: 'charge' },
    ]);
    expect(intents.data.map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'payment_intent.created',
    ]);
    expect(several.data.map((event) => event.type)).toEqual([
      'charge.succeeded',
      'payment_intent.created',
    ]);
    await expect(
      emulator.stripe.events.list({ type: 'charge.succeeded', types: ['charge.failed'] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'types' });
  });

  it('keeps events whose delivery failed, so a reconciliation can catch up on them', async () => {
    emulator.receiver.statuses.push(500, 500, 500, 500);
    const intent = await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });
    await emulator.state.flush();
    expect(emulator.state.webhooks.list()[0]?.status).toBe('failed');

    const events = await emulator.stripe.events.list({ type: 'payment_intent.created' });

    expect(events.data[0]?.data.object).toMatchObject({ id: intent.id });
  });

  it('pages with the list parameters and answers resource_missing for unknown ids', async () => {
    for (let index = 0; index < 4; index += 1) await paidIntent();

    const all = await emulator.stripe.events.list({ limit: 5 }).autoPagingToArray({ limit: 100 });
    expect(all).toHaveLength(12);
    expect(new Set(all.map((event) => event.id)).size).toBe(12);

    await expect(emulator.stripe.events.retrieve('evt_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such event: 'evt_missing'",
    });
    const badType = await fetch(`${emulator.server.url}${PREFIX}/v1/events?type=`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(badType.status).toBe(400);
    expect((await jsonBody<ErrorBody>(badType)).error.param).toBe('type');
  });
});
