import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_AUTH, jsonBody, startPaypalEmulator, type TestPaypal } from './test-support.ts';

let paypal: TestPaypal;

beforeAll(async () => {
  paypal = await startPaypalEmulator();
});

afterAll(async () => {
  await paypal.server.close();
});

function requestToken(authorization: string, body = 'grant_type=client_credentials') {
  return fetch(`${paypal.apiBase}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
}

describe('POST /v1/oauth2/token', () => {
  it('issues a bearer token for the client credentials in PayPal shape', async () => {
    const response = await requestToken(BASIC_AUTH);

    expect(response.status).toBe(200);
    const body = await jsonBody<Record<string, unknown>>(response);
    expect(Object.keys(body).sort()).toEqual(
      ['access_token', 'app_id', 'expires_in', 'nonce', 'scope', 'token_type'].sort(),
    );
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 32400 });
    expect(body.access_token).toMatch(/^A21AA[\w-]{40,}$/);
  });

  it('refuses wrong credentials and missing or other grant types', async () => {
    const wrong = await requestToken(`Basic ${Buffer.from('id:nope').toString('base64')}`);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Client Authentication failed',
    });

    const missing = await requestToken(BASIC_AUTH, '');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'unsupported_grant_type' });

    const other = await requestToken(BASIC_AUTH, 'grant_type=password');
    expect(other.status).toBe(400);
  });

  it('answers API calls with a bad or expired token with 401 AUTHENTICATION_FAILURE', async () => {
    const token = ((await (await requestToken(BASIC_AUTH)).json()) as { access_token: string })
      .access_token;
    const getOrder = (authorization: string) =>
      fetch(`${paypal.apiBase}/v2/checkout/orders/ANY`, { headers: { authorization } });

    const bad = await getOrder('Bearer not-a-token');
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });

    paypal.clock.now += 32_400 * 1000 + 1;
    const expired = await getOrder(`Bearer ${token}`);
    expect(expired.status).toBe(401);
  });
});
