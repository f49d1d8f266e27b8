import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ControlError } from './control-errors.ts';
import { openDispute } from './disputes.ts';
import {
  type ErrorBody,
  jsonBody,
  PREFIX,
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

async function paidIntent() {
  const intent = await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });
  return emulator.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
}

function control(path: string, body: unknown) {
  return fetch(`${emulator.server.url}${PREFIX}/control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

interface ControlErrorBody {
  error: { code: string; message: string };
}

describe('disputes', () => {
  it('opens a dispute on an intent through the control API with Stripe defaults', async () => {
    const paid = await paidIntent();

    const response = await control('/disputes', { payment_intent: paid.id });

    expect(response.status).toBe(201);
    const dispute = await jsonBody<{ id: string }>(response);
    expect(dispute).toMatchObject({
      object: 'dispute',
      amount: 5999,
      charge: paid.latest_charge,
      currency: 'usd',
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: paid.id,
      reason: 'fraudulent',
      status: 'needs_response',
      evidence_details: { has_evidence: false, submission_count: 0 },
    });
    expect(dispute.id).toMatch(/^dp_[A-Za-z0-9]{24}$/);
    const charge = await emulator.stripe.charges.retrieve(String(paid.latest_charge));
    expect(charge.disputed).toBe(true);
    expect({ ...(await emulator.stripe.disputes.retrieve(dispute.id)) }).toEqual(dispute);
  });

  it('sends charge.dispute.created and, once decided, charge.dispute.closed', async () => {
    const paid = await paidIntent();
    const opened = await jsonBody<{ id: string }>(
      await control('/disputes', {
        charge: paid.latest_charge,
        reason: 'product_not_received',
        amount: 2000,
      }),
    );

    const closed = await control(`/disputes/${opened.id}/close`, { status: 'lost' });
    await emulator.state.flush();

    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ id: opened.id, status: 'lost' });
    const events = emulator.receiver.received.map(({ payload, signature }) =>
      emulator.stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET),
    );
    const created = events.find((event) => event.type === 'charge.dispute.created');
    expect(created?.data.object).toMatchObject({
      id: opened.id,
      amount: 2000,
      reason: 'product_not_received',
      status: 'needs_response',
    });
    expect(created?.request).toEqual({ id: null, idempotency_key: null });
    const ended = events.find((event) => event.type === 'charge.dispute.closed');
    expect(ended?.data.object).toMatchObject({ id: opened.id, status: 'lost' });
  });

  it('makes Stripe refuse refunds on the disputed charge', async () => {
    const paid = await paidIntent();
    openDispute(emulator.state, { payment_intent: paid.id });

    await expect(emulator.stripe.refunds.create({ payment_intent: paid.id })).rejects.toMatchObject(
      {
        statusCode: 400,
        code: 'charge_disputed',
        message: `Charge ${paid.latest_charge} has been charged back; cannot issue a refund.`,
      },
    );
  });

  it('refuses what cannot be disputed with coded control errors', async () => {
    const paid = await paidIntent();
    const unpaid = await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });

    const cases: Array<[unknown, number, string]> = [
      [{ payment_intent: 'pi_gone' }, 404, 'UNKNOWN_PAYMENT_INTENT'],
      [{ charge: 'ch_gone' }, 404, 'UNKNOWN_CHARGE'],
      [{ payment_intent: unpaid.id }, 409, 'NOT_DISPUTABLE'],
      [{}, 400, 'BAD_REQUEST'],
      [{ payment_intent: paid.id, amount: 6000 }, 400, 'INVALID_AMOUNT'],
      [{ payment_intent: paid.id, reason: 'bored' }, 400, 'VALIDATION_FAILED'],
      [{ payment_intent: paid.id, colour: 'red' }, 400, 'VALIDATION_FAILED'],
      [{ payment_intent: paid.id, amount: '20' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const response = await control('/disputes', body);
      expect([response.status, (await jsonBody<ControlErrorBody>(response)).error.code]).toEqual([
        status,
        code,
      ]);
    }
    expect(emulator.state.disputes.size).toBe(0);

    const dispute = openDispute(emulator.state, { payment_intent: paid.id });
    expect(() => openDispute(emulator.state, { charge: dispute.charge })).toThrow(
      expect.objectContaining({ code: 'ALREADY_DISPUTED' }),
    );
    await control(`/disputes/${dispute.id}/close`, { status: 'won' });
    const twice = await control(`/disputes/${dispute.id}/close`, { status: 'lost' });
    expect(twice.status).toBe(409);
    expect((await jsonBody<ControlErrorBody>(twice)).error.code).toBe('DISPUTE_CLOSED');
    const undecided = await control(`/disputes/${dispute.id}/close`, { status: 'pending' });
    expect((await jsonBody<ControlErrorBody>(undecided)).error.code).toBe('VALIDATION_FAILED');
    const unknown = await control('/disputes/dp_gone/close', { status: 'won' });
    expect((await jsonBody<ControlErrorBody>(unknown)).error.code).toBe('UNKNOWN_DISPUTE');
  });

  it('takes JSON on the control API only; /v1 stays form-encoded as Stripe', async () => {
    const malformed = await fetch(`${emulator.server.url}${PREFIX}/control/disputes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"payment_intent":',
    });
    expect(malformed.status).toBe(400);
    expect((await jsonBody<ControlErrorBody>(malformed)).error.code).toBe('BAD_REQUEST');

    const json = await fetch(`${emulator.server.url}${PREFIX}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 5999, currency: 'usd' }),
    });
    expect(json.status).toBe(415);
    expect((await jsonBody<ErrorBody>(json)).error.type).toBe('invalid_request_error');
  });

  it('lists disputes by charge or PaymentIntent through stripe-node', async () => {
    const first = await paidIntent();
    const second = await paidIntent();
    const a = openDispute(emulator.state, { payment_intent: first.id });
    const b = openDispute(emulator.state, { payment_intent: second.id, reason: 'duplicate' });

    const all = await emulator.stripe.disputes.list();
    const byIntent = await emulator.stripe.disputes.list({ payment_intent: first.id });
    const byCharge = await emulator.stripe.disputes.list({ charge: b.charge });

    expect(all.url).toBe('/v1/disputes');
    expect(all.data.map((dispute) => dispute.id)).toEqual([b.id, a.id]);
    expect(byIntent.data.map((dispute) => dispute.id)).toEqual([a.id]);
    expect(byCharge.data.map((dispute) => dispute.reason)).toEqual(['duplicate']);
    await expect(emulator.stripe.disputes.retrieve('dp_gone')).rejects.toMatchObject({
      statusCode: 404,
      message: "No such dispute: 'dp_gone'",
    });
    expect(() => openDispute(emulator.state, { charge: 'ch_gone' })).toThrow(ControlError);
  });
});
