import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';

let harness: TestApp;
let token: string;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId: 'pp-1', username: 'paypal.pat', email: 'pat@example.test' })
    .returning();
  if (!user) throw new Error('no user');
  token = (
    await new SessionTokens(harness.database.db, harness.config.jwtSecret).issue({
      id: user.id,
      role: 'user',
    })
  ).token;
});

afterAll(async () => {
  await harness.close();
});

async function api(method: 'POST', path: string, body?: object) {
  const response = await fetch(`${harness.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, string> & { error: { code: string } },
  };
}

/** Plays the buyer on the emulator's approval page. */
async function approve(approveUrl: string) {
  const url = new URL(approveUrl);
  const response = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    body: new URLSearchParams({ token: url.searchParams.get('token') ?? '', decision: 'approve' }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

const keysOf = async (purchaseId: string) =>
  harness.database.db
    .select()
    .from(schema.licenseKeys)
    .where(eq(schema.licenseKeys.purchaseId, purchaseId));

describe('PayPal through the emulator', () => {
  it('approve and capture fulfils once, even when captured again', async () => {
    const order = await api('POST', '/api/paypal/order', {
      plan: 'premium',
      currency: 'USD',
      intent: 'CAPTURE',
    });
    expect(order.status).toBe(200);
    await approve(order.body.approveUrl ?? '');
    const first = await api('POST', `/api/paypal/order/${order.body.id}/capture`);
    expect(first.body).toEqual({ status: 'COMPLETED', purchaseId: order.body.purchaseId });
    const again = await api('POST', `/api/paypal/order/${order.body.id}/capture`);
    expect(again.status).toBe(200);
    expect(await keysOf(order.body.purchaseId ?? '')).toHaveLength(1);
  });

  it('fulfils nothing when the captured amount differs from the price', async () => {
    const order = await api('POST', '/api/paypal/order', { plan: 'ultimate' });
    await approve(order.body.approveUrl ?? '');
    harness.sandbox.paypal.tamperOrderAmount(order.body.id ?? '', { value: '0.01' });
    const capture = await api('POST', `/api/paypal/order/${order.body.id}/capture`);
    expect(capture.status).toBe(422);
    expect(capture.body.error.code).toBe('PAYMENT_NOT_VERIFIED');
    expect(await keysOf(order.body.purchaseId ?? '')).toHaveLength(0);
    const [purchase] = await harness.database.db
      .select()
      .from(schema.purchases)
      .where(eq(schema.purchases.id, order.body.purchaseId ?? ''));
    expect(purchase?.status).toBe('failed');
  });

  it('refuses a client-sent amount that is not the plan price, and an unapproved capture', async () => {
    expect((await api('POST', '/api/paypal/order', { plan: 'premium', amount: 1 })).status).toBe(
      400,
    );
    const order = await api('POST', '/api/paypal/order', { plan: 'starter' });
    const capture = await api('POST', `/api/paypal/order/${order.body.id}/capture`);
    expect(capture.status).toBe(422);
    expect(capture.body.error.code).toBe('ORDER_NOT_APPROVED');
    expect(await keysOf(order.body.purchaseId ?? '')).toHaveLength(0);
  });
});
