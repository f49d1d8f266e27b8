import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaypalApiError } from './errors.ts';
import {
  type ErrorBody,
  fetchToken,
  jsonBody,
  type OrderBody,
  type RefundBody,
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

/** A paid order: created, approved on the checkout page, captured. */
async function capturedOrder(value = '59.99') {
  const created = await jsonBody<OrderBody>(
    await api('/v2/checkout/orders', {
      method: 'POST',
      body: {
        intent: 'CAPTURE',
        purchase_units: [{ custom_id: 'purchase-1', amount: { currency_code: 'USD', value } }],
      },
    }),
  );
  await submitCheckout(paypal.apiBase, created.id, 'approve');
  const captured = await jsonBody<OrderBody>(
    await api(`/v2/checkout/orders/${created.id}/capture`, { method: 'POST', body: {} }),
  );
  const captureId = captured.purchase_units?.[0]?.payments?.captures[0]?.id;
  if (!captureId) throw new Error('The order was not captured');
  return { orderId: created.id, captureId };
}

function refund(captureId: string, body?: unknown, headers: Record<string, string> = {}) {
  return api(`/v2/payments/captures/${captureId}/refund`, { method: 'POST', body, headers });
}

async function captureOf(captureId: string) {
  return jsonBody<{ status: string; links: RefundBody['links'] }>(
    await api(`/v2/payments/captures/${captureId}`),
  );
}

const REPRESENTATION = { prefer: 'return=representation' };

describe('captures and refunds', () => {
  it('shows a capture with links to itself, its refund and its order', async () => {
    const { orderId, captureId } = await capturedOrder();

    const capture = await captureOf(captureId);

    expect(capture).toMatchObject({
      id: captureId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '59.99' },
      custom_id: 'purchase-1',
      supplementary_data: { related_ids: { order_id: orderId } },
    });
    expect(capture.links).toEqual([
      { rel: 'self', href: `${paypal.apiBase}/v2/payments/captures/${captureId}`, method: 'GET' },
      {
        rel: 'refund',
        href: `${paypal.apiBase}/v2/payments/captures/${captureId}/refund`,
        method: 'POST',
      },
      { rel: 'up', href: `${paypal.apiBase}/v2/checkout/orders/${orderId}`, method: 'GET' },
    ]);
  });

  it('refunds the whole capture without a body, answering the minimal refund', async () => {
    const { orderId, captureId } = await capturedOrder();

    const response = await refund(captureId);

    expect(response.status).toBe(201);
    const minimal = await jsonBody<RefundBody>(response);
    expect(Object.keys(minimal).sort()).toEqual(['id', 'links', 'status']);
    expect(minimal.status).toBe('COMPLETED');
    expect(minimal.links).toEqual([
      { rel: 'self', href: `${paypal.apiBase}/v2/payments/refunds/${minimal.id}`, method: 'GET' },
      { rel: 'up', href: `${paypal.apiBase}/v2/payments/captures/${captureId}`, method: 'GET' },
    ]);
    const full = await jsonBody<RefundBody>(await api(`/v2/payments/refunds/${minimal.id}`));
    expect(full.amount).toEqual({ currency_code: 'USD', value: '59.99' });
    expect((await captureOf(captureId)).status).toBe('REFUNDED');
    const order = await jsonBody<OrderBody>(await api(`/v2/checkout/orders/${orderId}`));
    expect(order.status).toBe('COMPLETED');
    expect(order.purchase_units?.[0]?.payments).toMatchObject({
      captures: [{ id: captureId, status: 'REFUNDED' }],
      refunds: [{ id: minimal.id, status: 'COMPLETED', amount: { value: '59.99' } }],
    });
  });

  it('refunds part of a capture, then the rest, keeping count of what was refunded', async () => {
    const { captureId } = await capturedOrder();

    const partial = await refund(
      captureId,
      {
        amount: { currency_code: 'USD', value: '20.00' },
        note_to_payer: 'Sorry for the wait',
        invoice_id: 'INV-7',
      },
      REPRESENTATION,
    );
    expect(await jsonBody(partial)).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '20.00' },
      note_to_payer: 'Sorry for the wait',
      invoice_id: 'INV-7',
      seller_payable_breakdown: {
        gross_amount: { value: '20.00' },
        net_amount: { value: '20.00' },
        total_refunded_amount: { value: '20.00' },
      },
      create_time: '2025-06-01T12:00:00Z',
    });
    expect((await captureOf(captureId)).status).toBe('PARTIALLY_REFUNDED');

    const rest = await jsonBody(await refund(captureId, {}, REPRESENTATION));
    expect(rest).toMatchObject({
      amount: { value: '39.99' },
      seller_payable_breakdown: { total_refunded_amount: { value: '59.99' } },
    });
    expect((await captureOf(captureId)).status).toBe('REFUNDED');
  });

  it('refuses more than remains, a refunded capture and another currency, as PayPal', async () => {
    const { captureId } = await capturedOrder();
    await refund(captureId, { amount: { currency_code: 'USD', value: '50.00' } });

    const exceeded = await refund(captureId, { amount: { currency_code: 'USD', value: '10.00' } });
    expect(exceeded.status).toBe(422);
    expect(exceeded.headers.get('paypal-debug-id')).toMatch(/^[0-9a-f]{13}$/);
    const body = await jsonBody<ErrorBody>(exceeded);
    expect(body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }],
    });
    expect(body.links[0]?.href).toBe(
      'https://developer.paypal.com/docs/api/payments/v2/#error-REFUND_AMOUNT_EXCEEDED',
    );
    const currency = await refund(captureId, { amount: { currency_code: 'EUR', value: '1.00' } });
    expect(await jsonBody<ErrorBody>(currency)).toMatchObject({
      details: [{ issue: 'REFUND_CAPTURE_CURRENCY_MISMATCH' }],
    });
    const zero = await refund(captureId, { amount: { currency_code: 'USD', value: '0.00' } });
    expect(await jsonBody<ErrorBody>(zero)).toMatchObject({
      details: [{ issue: 'CANNOT_BE_ZERO_OR_NEGATIVE' }],
    });

    await refund(captureId);
    const again = await refund(captureId);
    expect(again.status).toBe(422);
    expect(await jsonBody<ErrorBody>(again)).toMatchObject({
      details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }],
    });
    expect(paypal.state.refunds.size).toBe(2);
  });

  it('checks the body and answers RESOURCE_NOT_FOUND for unknown ids', async () => {
    const { captureId } = await capturedOrder();

    const precise = await refund(captureId, { amount: { currency_code: 'USD', value: '1.999' } });
    expect(precise.status).toBe(400);
    expect(await jsonBody<ErrorBody>(precise)).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: '/amount/value', issue: 'DECIMAL_PRECISION' }],
    });
    const unknownCapture = await refund('NOSUCHCAPTURE');
    expect(unknownCapture.status).toBe(404);
    expect(await jsonBody<ErrorBody>(unknownCapture)).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ field: 'capture_id', issue: 'INVALID_RESOURCE_ID' }],
    });
    const unknownRefund = await api('/v2/payments/refunds/NOSUCHREFUND');
    expect(await jsonBody<ErrorBody>(unknownRefund)).toMatchObject({
      details: [{ field: 'refund_id' }],
    });
    const anonymous = await fetch(`${paypal.apiBase}/v2/payments/captures/${captureId}`);
    expect(anonymous.status).toBe(401);
  });

  it('answers the first refund again for a repeated PayPal-Request-Id', async () => {
    const { captureId } = await capturedOrder();
    const body = { amount: { currency_code: 'USD', value: '5.00' } };

    const first = await jsonBody<RefundBody>(
      await refund(captureId, body, { 'paypal-request-id': 'refund-1' }),
    );
    const retried = await refund(captureId, body, { 'paypal-request-id': 'refund-1' });
    const other = await jsonBody<RefundBody>(
      await refund(captureId, body, { 'paypal-request-id': 'refund-2' }),
    );

    expect(retried.status).toBe(201);
    expect((await jsonBody<RefundBody>(retried)).id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect(paypal.state.refunds.size).toBe(2);
  });

  it('shows refunds made from the merchant dashboard, outside our API', async () => {
    const { orderId, captureId } = await capturedOrder();

    const outside = paypal.state.refundCapture(captureId, { currency_code: 'USD', value: '10.00' });

    expect(outside).toMatchObject({ status: 'COMPLETED', amount: { value: '10.00' } });
    expect((await captureOf(captureId)).status).toBe('PARTIALLY_REFUNDED');
    const order = await jsonBody<OrderBody>(await api(`/v2/checkout/orders/${orderId}`));
    expect(order.purchase_units?.[0]?.payments?.refunds?.map((item) => item.id)).toEqual([
      outside.id,
    ]);
    const viaApi = await jsonBody<RefundBody>(await api(`/v2/payments/refunds/${outside.id}`));
    expect(viaApi.links.find((link) => link.rel === 'up')?.href).toBe(
      `${paypal.apiBase}/v2/payments/captures/${captureId}`,
    );
    const rest = await jsonBody<RefundBody>(await refund(captureId, {}, REPRESENTATION));
    expect(rest.amount?.value).toBe('49.99');
    expect(() => paypal.state.refundCapture(captureId)).toThrow(PaypalApiError);
  });
});
