import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  fetchToken,
  jsonBody,
  type OrderBody,
  PREFIX,
  startPaypalEmulator,
  submitCheckout,
  type TestPaypal,
} from './test-support.ts';

let paypal: TestPaypal;
let token: string;

beforeAll(async () => {
  paypal = await startPaypalEmulator();
});

beforeEach(async () => {
  paypal.state.reset();
  token = await fetchToken(paypal.apiBase);
});

afterAll(async () => {
  await paypal.server.close();
});

const RETURN_URL = 'http://127.0.0.1:3000/checkout/paypal/return';
const CANCEL_URL = 'http://127.0.0.1:3000/checkout/paypal/cancel';

function orderRequest(value = '59.99') {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'purchase-1',
        custom_id: 'purchase-1',
        amount: { currency_code: 'USD', value },
      },
    ],
    payment_source: {
      paypal: { experience_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL } },
    },
  };
}

function api(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return fetch(`${paypal.apiBase}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function createOrder(headers: Record<string, string> = {}): Promise<OrderBody> {
  const response = await api('/v2/checkout/orders', {
    method: 'POST',
    body: orderRequest(),
    headers,
  });
  expect(response.status).toBe(201);
  return jsonBody<OrderBody>(response);
}

function capture(orderId: string, headers: Record<string, string> = {}) {
  return api(`/v2/checkout/orders/${orderId}/capture`, { method: 'POST', body: {}, headers });
}

describe('orders', () => {
  it('creates an order with PayPal links, the approve link pointing at the checkout page', async () => {
    const order = await createOrder();

    expect(order.id).toMatch(/^[0-9A-Z]{17}$/);
    expect(order.status).toBe('CREATED');
    expect(order.links).toEqual(
      expect.arrayContaining([
        {
          rel: 'approve',
          href: `${paypal.server.url}${PREFIX}/checkoutnow?token=${order.id}`,
          method: 'GET',
        },
        { rel: 'self', href: `${paypal.apiBase}/v2/checkout/orders/${order.id}`, method: 'GET' },
        {
          rel: 'capture',
          href: `${paypal.apiBase}/v2/checkout/orders/${order.id}/capture`,
          method: 'POST',
        },
      ]),
    );
    expect(order.purchase_units).toBeUndefined();

    const full = await jsonBody<OrderBody>(await api(`/v2/checkout/orders/${order.id}`));
    expect(full).toMatchObject({
      id: order.id,
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [
        { reference_id: 'purchase-1', amount: { currency_code: 'USD', value: '59.99' } },
      ],
    });
  });

  it('captures an approved order once', async () => {
    const order = await createOrder();
    const approval = await submitCheckout(paypal.apiBase, order.id, 'approve');
    expect(approval.status).toBe(303);

    const response = await capture(order.id);

    expect(response.status).toBe(201);
    const captured = await jsonBody<OrderBody>(response);
    expect(captured.status).toBe('COMPLETED');
    const firstCapture = captured.purchase_units?.[0]?.payments?.captures[0];
    expect(firstCapture).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '59.99' },
      custom_id: 'purchase-1',
    });
    expect(firstCapture?.id).toMatch(/^[0-9A-Z]{17}$/);

    const again = await capture(order.id);
    expect(again.status).toBe(422);
    expect(await jsonBody<ErrorBody>(again)).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
    });
  });

  it('refuses to capture before the buyer approved', async () => {
    const order = await createOrder();

    const response = await capture(order.id);

    expect(response.status).toBe(422);
    expect(response.headers.get('paypal-debug-id')).toMatch(/^[0-9a-f]{13}$/);
    const body = await jsonBody<ErrorBody>(response);
    expect(body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
    });
    expect(body.debug_id).toMatch(/^[0-9a-f]{13}$/);
  });

  it('captures whatever amount the order holds, so a tampered order is visible in the capture', async () => {
    const order = await createOrder();
    await submitCheckout(paypal.apiBase, order.id, 'approve');
    paypal.state.tamperOrderAmount(order.id, { value: '1.00' });

    const captured = await jsonBody<OrderBody>(await capture(order.id));

    expect(captured.purchase_units?.[0]?.payments?.captures[0]?.amount.value).toBe('1.00');
  });

  it('answers the same order for a repeated PayPal-Request-Id', async () => {
    const first = await createOrder({ 'paypal-request-id': 'create-1' });
    const second = await createOrder({ 'paypal-request-id': 'create-1' });
    const third = await createOrder({ 'paypal-request-id': 'create-2' });

    expect(second.id).toBe(first.id);
    expect(third.id).not.toBe(first.id);
    expect(paypal.state.orders.size).toBe(2);

    await submitCheckout(paypal.apiBase, first.id, 'approve');
    const captured = await capture(first.id, { 'paypal-request-id': 'capture-1' });
    const retried = await capture(first.id, { 'paypal-request-id': 'capture-1' });
    expect(retried.status).toBe(captured.status);
    const [a, b] = [await jsonBody<OrderBody>(captured), await jsonBody<OrderBody>(retried)];
    expect(b.purchase_units?.[0]?.payments?.captures[0]?.id).toBe(
      a.purchase_units?.[0]?.payments?.captures[0]?.id,
    );
  });

  it('captures with an empty body and answers the whole order on Prefer: return=representation', async () => {
    const order = await createOrder();
    await submitCheckout(paypal.apiBase, order.id, 'approve');

    const response = await fetch(`${paypal.apiBase}/v2/checkout/orders/${order.id}/capture`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
    });

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      intent: 'CAPTURE',
      status: 'COMPLETED',
      payer: { name: { given_name: 'Demo' } },
    });
  });

  it('reports invalid orders field by field, and unknown orders as RESOURCE_NOT_FOUND', async () => {
    const invalid = await api('/v2/checkout/orders', {
      method: 'POST',
      body: {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'USD', value: '1.999' } }],
      },
    });
    expect(invalid.status).toBe(400);
    expect(await jsonBody<ErrorBody>(invalid)).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: '/purchase_units/0/amount/value', issue: 'DECIMAL_PRECISION' }],
    });

    const missing = await api('/v2/checkout/orders', {
      method: 'POST',
      body: { intent: 'CAPTURE' },
    });
    expect(await jsonBody<ErrorBody>(missing)).toMatchObject({
      details: [{ field: '/purchase_units', issue: 'MISSING_REQUIRED_PARAMETER' }],
    });

    const malformed = await fetch(`${paypal.apiBase}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"intent":',
    });
    expect(malformed.status).toBe(400);
    expect(await jsonBody<ErrorBody>(malformed)).toMatchObject({
      details: [{ issue: 'MALFORMED_REQUEST_JSON' }],
    });

    const unknown = await api('/v2/checkout/orders/NOSUCHORDER');
    expect(unknown.status).toBe(404);
    expect(await jsonBody<ErrorBody>(unknown)).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
  });
});
