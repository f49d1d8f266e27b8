import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  jsonBody,
  PREFIX,
  PUBLISHABLE_KEY,
  postForm,
  startStripeEmulator,
  type TestStripe,
} from './test-support.ts';

let emulator: TestStripe;

beforeAll(async () => {
  emulator = await startStripeEmulator();
});

beforeEach(() => {
  emulator.state.reset();
});

afterAll(async () => {
  await emulator.server.close();
});

/** What the web app's demo card form sends: the publishable key and the intent's client secret. */
function cardFields(clientSecret: string, number = '4242424242424242') {
  return {
    key: PUBLISHABLE_KEY,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '2099',
    'payment_method_data[card][cvc]': '123',
  };
}

async function newIntent() {
  return emulator.stripe.paymentIntents.create({ amount: 5999, currency: 'usd' });
}

function confirmUrl(id: string) {
  return `${emulator.server.url}${PREFIX}/v1/payment_intents/${id}/confirm`;
}

describe('confirming from the browser with the publishable key', () => {
  it('confirms with the client secret, from the app origin, without CORS headers', async () => {
    const intent = await newIntent();

    const response = await postForm(confirmUrl(intent.id), cardFields(intent.client_secret ?? ''), {
      origin: emulator.server.url,
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.json()).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it('answers a decline as a card_error the form can show', async () => {
    const intent = await newIntent();

    const response = await postForm(
      confirmUrl(intent.id),
      cardFields(intent.client_secret ?? '', '4000000000000002'),
    );

    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('run apart from the app, answers its origin with CORS headers and still refuses others', async () => {
    const apart = await startStripeEmulator({ appOrigin: 'http://127.0.0.1:3100' });
    try {
      const intent = await apart.stripe.paymentIntents.create({ amount: 1999, currency: 'usd' });
      const url = `${apart.server.url}${PREFIX}/v1/payment_intents/${intent.id}/confirm`;
      const fromApp = await postForm(url, cardFields(intent.client_secret ?? ''), {
        origin: 'http://127.0.0.1:3100',
      });
      expect(fromApp.status).toBe(200);
      expect(fromApp.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3100');
      const elsewhere = await postForm(url, cardFields(intent.client_secret ?? ''), {
        origin: 'https://evil.example',
      });
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await apart.server.close();
    }
  });

  it('refuses a wrong client secret, another origin, and secret-key endpoints', async () => {
    const intent = await newIntent();
    const other = await newIntent();

    const wrongSecret = await postForm(
      confirmUrl(intent.id),
      cardFields(other.client_secret ?? ''),
    );
    expect(wrongSecret.status).toBe(400);
    expect((await jsonBody<ErrorBody>(wrongSecret)).error.param).toBe('client_secret');

    const crossOrigin = await postForm(
      confirmUrl(intent.id),
      cardFields(intent.client_secret ?? ''),
      { origin: 'https://evil.example' },
    );
    expect(crossOrigin.status).toBe(403);

    const create = await postForm(`${emulator.server.url}${PREFIX}/v1/payment_intents`, {
      key: PUBLISHABLE_KEY,
      amount: '100',
      currency: 'usd',
    });
    expect(create.status).toBe(401);
    expect((await emulator.stripe.paymentIntents.retrieve(intent.id)).status).toBe(
      'requires_payment_method',
    );
  });

  it('lets the browser read its intent back with the client secret', async () => {
    const intent = await newIntent();
    const query = new URLSearchParams({
      key: PUBLISHABLE_KEY,
      client_secret: intent.client_secret ?? '',
    });

    const response = await fetch(
      `${emulator.server.url}${PREFIX}/v1/payment_intents/${intent.id}?${query}`,
    );
    const withoutSecret = await fetch(
      `${emulator.server.url}${PREFIX}/v1/payment_intents/${intent.id}?key=${PUBLISHABLE_KEY}`,
    );

    expect(response.status).toBe(200);
    expect((await jsonBody(response)).id).toBe(intent.id);
    expect(withoutSecret.status).toBe(400);
  });
});
