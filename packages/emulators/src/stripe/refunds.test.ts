import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  jsonBody,
  PREFIX,
  postForm,
  SECRET_KEY,
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
});

afterAll(async () => {
  await emulator.server.close();
});

async function paidIntent(amount = 5999) {
  const intent = await emulator.stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    metadata: { purchaseId: 'purchase-5' },
  });
  return emulator.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
}

function chargeOf(intent: Stripe.PaymentIntent): Promise<Stripe.Charge> {
  return emulator.stripe.charges.retrieve(String(intent.latest_charge));
}

describe('refunds', () => {
  it('refunds what remains of a PaymentIntent by default and shows it on the charge', async () => {
    const paid = await paidIntent();

    const refund = await emulator.stripe.refunds.create({
      payment_intent: paid.id,
      reason: 'requested_by_customer',
      metadata: { ticket: 'T-1' },
    });

    expect(refund).toMatchObject({
      object: 'refund',
      amount: 5999,
      charge: paid.latest_charge,
      currency: 'usd',
      metadata: { ticket: 'T-1' },
      payment_intent: paid.id,
      reason: 'requested_by_customer',
      status: 'succeeded',
    });
    expect(refund.id).toMatch(/^re_[A-Za-z0-9]{24}$/);
    const charge = await chargeOf(paid);
    expect(charge).toMatchObject({ amount_refunded: 5999, refunded: true });
    expect(charge.refunds?.data.map((item) => item.id)).toEqual([refund.id]);
    expect((await emulator.stripe.paymentIntents.retrieve(paid.id)).status).toBe('succeeded');
  });

  it('takes partial refunds on the charge until nothing is left', async () => {
    const paid = await paidIntent();
    const charge = String(paid.latest_charge);

    const first = await emulator.stripe.refunds.create({ charge, amount: 2000 });
    const partly = await chargeOf(paid);
    expect(partly).toMatchObject({ amount_refunded: 2000, refunded: false });

    const tooMuch = emulator.stripe.refunds.create({ charge, amount: 5000 });
    await expect(tooMuch).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($50.00) is greater than unrefunded amount on charge ($39.99)',
    });

    const rest = await emulator.stripe.refunds.create({ charge });
    expect(rest.amount).toBe(3999);
    const again = emulator.stripe.refunds.create({ payment_intent: paid.id });
    await expect(again).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
      message: `Charge ${charge} has already been refunded.`,
    });
    const after = await chargeOf(paid);
    expect(after).toMatchObject({ amount_refunded: 5999, refunded: true });
    expect(after.refunds?.data.map((item) => item.id)).toEqual([rest.id, first.id]);
  });

  it('refuses intents without a successful charge, failed charges and unknown ids', async () => {
    const unpaid = await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });
    await expect(
      emulator.stripe.refunds.create({ payment_intent: unpaid.id }),
    ).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'payment_intent',
      message: 'This PaymentIntent does not have a successful charge to refund.',
    });
    await expect(
      emulator.stripe.paymentIntents.confirm(unpaid.id, {
        payment_method: 'pm_card_chargeDeclined',
      }),
    ).rejects.toMatchObject({ code: 'card_declined' });
    const failed = (await emulator.stripe.paymentIntents.retrieve(unpaid.id)).latest_charge;
    await expect(emulator.stripe.refunds.create({ charge: String(failed) })).rejects.toMatchObject({
      statusCode: 400,
      param: 'charge',
      message: `Charge ${failed} failed, so it has nothing to refund.`,
    });
    await expect(emulator.stripe.refunds.create({ charge: 'ch_gone' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such charge: 'ch_gone'",
    });
    await expect(
      emulator.stripe.refunds.create({ payment_intent: 'pi_gone' }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'payment_intent' });
    await expect(emulator.stripe.refunds.create({})).rejects.toMatchObject({
      code: 'parameter_missing',
    });
    expect(emulator.state.refunds.size).toBe(0);
  });

  it('checks the parameters like Stripe', async () => {
    const paid = await paidIntent();
    const url = `${emulator.server.url}${PREFIX}/v1/refunds`;
    const auth = { authorization: `Bearer ${SECRET_KEY}` };

    const zero = await postForm(url, { payment_intent: paid.id, amount: '0' }, auth);
    const reason = await postForm(url, { payment_intent: paid.id, reason: 'bored' }, auth);
    const other = await paidIntent();
    const mismatch = await postForm(
      url,
      { payment_intent: paid.id, charge: String(other.latest_charge) },
      auth,
    );

    expect((await jsonBody<ErrorBody>(zero)).error).toMatchObject({ param: 'amount' });
    expect(reason.status).toBe(400);
    expect((await jsonBody<ErrorBody>(reason)).error.param).toBe('reason');
    expect((await jsonBody<ErrorBody>(mismatch)).error.param).toBe('charge');
    expect(emulator.state.refunds.size).toBe(0);
  });

  it('replays a refund for the same Idempotency-Key instead of refunding twice', async () => {
    const paid = await paidIntent();
    const refund = () =>
      emulator.stripe.refunds.create(
        { payment_intent: paid.id, amount: 1000 },
        { idempotencyKey: 'refund-purchase-5' },
      );

    const first = await refund();
    const second = await refund();

    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(emulator.state.refunds.size).toBe(1);
    expect((await chargeOf(paid)).amount_refunded).toBe(1000);
  });

  it('sends refund.created and charge.refunded, signed like every event', async () => {
    const paid = await paidIntent();
    const refund = await emulator.stripe.refunds.create({ payment_intent: paid.id, amount: 999 });
    await emulator.state.flush();

    const events = emulator.receiver.received.map(({ payload, signature }) =>
      emulator.stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET),
    );

    const created = events.find((event) => event.type === 'refund.created');
    expect(created?.data.object).toMatchObject({ id: refund.id, amount: 999 });
    const refunded = events.find((event) => event.type === 'charge.refunded');
    expect(refunded?.data.object).toMatchObject({
      id: paid.latest_charge,
      amount_refunded: 999,
      refunded: false,
      metadata: { purchaseId: 'purchase-5' },
    });
    expect(created?.request?.id).toBe(refund.lastResponse.requestId);
  });

  it('retrieves refunds and lists them by charge or PaymentIntent, newest first', async () => {
    const paid = await paidIntent();
    const other = await paidIntent();
    const first = await emulator.stripe.refunds.create({ payment_intent: paid.id, amount: 100 });
    const second = await emulator.stripe.refunds.create({ payment_intent: paid.id, amount: 200 });
    const elsewhere = await emulator.stripe.refunds.create({ payment_intent: other.id });

    const byIntent = await emulator.stripe.refunds.list({ payment_intent: paid.id });
    const byCharge = await emulator.stripe.refunds.list({ charge: String(other.latest_charge) });
    const all = await emulator.stripe.refunds.list({ limit: 2 });

    expect(byIntent.data.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(byCharge.data.map((item) => item.id)).toEqual([elsewhere.id]);
    expect(all).toMatchObject({ url: '/v1/refunds', has_more: true });
    expect({ ...(await emulator.stripe.refunds.retrieve(first.id)) }).toEqual({ ...first });
    await expect(emulator.stripe.refunds.retrieve('re_gone')).rejects.toMatchObject({
      statusCode: 404,
      message: "No such refund: 're_gone'",
    });
  });
});
