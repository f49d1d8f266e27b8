import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
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

async function createOrder(extra: Record<string, unknown> = {}): Promise<OrderBody> {
  const response = await fetch(`${paypal.apiBase}/v2/checkout/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      intent: 'CAPTURE',
      purchase_units: [
        {
          description: '<b>Lifetime</b> & more',
          amount: { currency_code: 'USD', value: '59.99' },
        },
      ],
      ...extra,
    }),
  });
  return jsonBody<OrderBody>(response);
}

const withUrls = {
  application_context: {
    return_url: 'http://127.0.0.1:3000/paypal/return?purchase=p1',
    cancel_url: 'http://127.0.0.1:3000/paypal/cancel',
  },
};

describe('the approval page', () => {
  it('shows the amount and the two forms, escaped and without scripts', async () => {
    const order = await createOrder(withUrls);

    const response = await fetch(`${paypal.apiBase}/checkoutnow?token=${order.id}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('$59.99');
    expect(page).toContain('&lt;b&gt;Lifetime&lt;/b&gt; &amp; more');
    expect(page).toContain(`action="${PREFIX}/checkoutnow"`);
    expect(page).toContain(`name="token" value="${order.id}"`);
    expect(page).toContain('value="approve"');
    expect(page).toContain('value="cancel"');
    expect(page).not.toMatch(/<script/i);
  });

  it('approves the order and returns with token and PayerID', async () => {
    const order = await createOrder(withUrls);

    const response = await submitCheckout(paypal.apiBase, order.id, 'approve');

    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:3000/paypal/return');
    expect(location.searchParams.get('purchase')).toBe('p1');
    expect(location.searchParams.get('token')).toBe(order.id);
    const approved = await jsonBody<OrderBody>(
      await fetch(`${paypal.apiBase}/v2/checkout/orders/${order.id}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(approved.status).toBe('APPROVED');
    expect(location.searchParams.get('PayerID')).toBe(approved.payer?.payer_id);
  });

  it('returns to cancel_url on Cancel and leaves the order unapproved', async () => {
    const order = await createOrder(withUrls);

    const response = await submitCheckout(paypal.apiBase, order.id, 'cancel');

    expect(response.headers.get('location')).toBe(
      `http://127.0.0.1:3000/paypal/cancel?token=${order.id}`,
    );
    expect(paypal.state.orders.get(order.id)?.order.status).toBe('CREATED');
  });

  it('says so when there is nothing to approve or nowhere to return to', async () => {
    const order = await createOrder();
    const approved = await submitCheckout(paypal.apiBase, order.id, 'approve');
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain('Payment approved');

    const again = await fetch(`${paypal.apiBase}/checkoutnow?token=${order.id}`);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already approved');

    const unknown = await fetch(`${paypal.apiBase}/checkoutnow?token=NOPE`);
    expect(unknown.status).toBe(404);
  });
});
