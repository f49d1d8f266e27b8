import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREFIX, postForm, startStripeEmulator, type TestStripe } from './test-support.ts';

let emulator: TestStripe;
let returnUrl: string;

beforeAll(async () => {
  emulator = await startStripeEmulator();
  returnUrl = `${emulator.server.url}/checkout/return?purchase=p1`;
});

beforeEach(() => {
  emulator.state.reset();
  emulator.receiver.received.length = 0;
});

afterAll(async () => {
  await emulator.server.close();
});

async function klarnaRedirect() {
  const intent = await emulator.stripe.paymentIntents.create({
    amount: 5999,
    currency: 'usd',
    description: 'Guildsmith Lifetime',
    allowed_payment_method_types: ['card', 'klarna'],
  });
  const confirmed = await emulator.stripe.paymentIntents.confirm(intent.id, {
    payment_method_data: { type: 'klarna' },
    return_url: returnUrl,
  });
  const url = confirmed.next_action?.redirect_to_url?.url;
  if (!url) throw new Error('No redirect in next_action');
  return { intent: confirmed, page: new URL(url) };
}

async function answer(page: URL, decision: 'approve' | 'decline') {
  const nonce = page.searchParams.get('nonce') ?? '';
  return postForm(`${page.origin}${page.pathname}`, { nonce, decision });
}

describe('Klarna through the redirect page', () => {
  it('requires action with a redirect to the emulator page', async () => {
    const { intent, page } = await klarnaRedirect();

    expect(intent.status).toBe('requires_action');
    expect(intent.next_action).toMatchObject({
      type: 'redirect_to_url',
      redirect_to_url: { return_url: returnUrl },
    });
    expect(`${page.origin}${page.pathname}`).toBe(
      `${emulator.server.url}${PREFIX}/klarna/${intent.id}`,
    );
  });

  it('takes the billing address Klarna asks for, as Stripe does', async () => {
    const intent = await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });
    const confirmed = await emulator.stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: {
        type: 'klarna',
        billing_details: { email: 'kim@example.test', address: { country: 'US' } },
      },
      return_url: returnUrl,
    });
    expect(confirmed.status).toBe('requires_action');
    const method = emulator.state.paymentMethods.get(String(confirmed.payment_method));
    expect(method?.object).toMatchObject({
      type: 'klarna',
      billing_details: { email: 'kim@example.test', address: { country: 'US', city: null } },
    });
  });

  it('shows the amount with Approve and Decline forms and no script', async () => {
    const { page } = await klarnaRedirect();

    const response = await fetch(page);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body).toContain('$59.99');
    expect(body).toContain('Guildsmith Lifetime');
    expect(body).toContain('value="approve"');
    expect(body).toContain('value="decline"');
    expect(body).toContain(`href="${PREFIX}/assets/stripe.css"`);
    expect(body).not.toMatch(/<script/i);
  });

  it('completes the intent on Approve and returns to return_url like Stripe', async () => {
    const { intent, page } = await klarnaRedirect();

    const response = await answer(page, 'approve');

    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${emulator.server.url}/checkout/return`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      purchase: 'p1',
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
      redirect_status: 'succeeded',
    });
    const after = await emulator.stripe.paymentIntents.retrieve(intent.id);
    expect(after).toMatchObject({ status: 'succeeded', amount_received: 5999, next_action: null });
    const charge = await emulator.stripe.charges.retrieve(String(after.latest_charge));
    expect(charge).toMatchObject({
      status: 'succeeded',
      payment_intent: intent.id,
      payment_method_details: { type: 'klarna' },
    });
    await emulator.state.flush();
    expect(emulator.receiver.events().map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'payment_intent.processing',
        'charge.succeeded',
        'payment_intent.succeeded',
      ]),
    );
  });

  it('fails the attempt on Decline and leaves the intent payable', async () => {
    const { intent, page } = await klarnaRedirect();

    const response = await answer(page, 'decline');

    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('redirect_status')).toBe('failed');
    const after = await emulator.stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  it('accepts each link once, and never without its nonce', async () => {
    const { intent, page } = await klarnaRedirect();
    const withoutNonce = await fetch(`${page.origin}${page.pathname}`);
    expect(withoutNonce.status).toBe(404);

    await answer(page, 'approve');
    const again = await answer(page, 'approve');

    expect(again.status).toBe(404);
    expect(await again.text()).toContain('can no longer be authorised');
    expect((await emulator.stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('needs a return_url to redirect to', async () => {
    const intent = await emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'eur' });

    const confirmation = emulator.stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: { type: 'klarna' },
    });

    await expect(confirmation).rejects.toMatchObject({ statusCode: 400, param: 'return_url' });
    expect((await emulator.stripe.paymentIntents.retrieve(intent.id)).status).toBe(
      'requires_payment_method',
    );
  });
});
