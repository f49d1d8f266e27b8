import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_USER_IDS } from './seed.ts';
import {
  authorize,
  BASIC_AUTH,
  bearer,
  CALLBACK_URL,
  CLIENT_ID,
  createTestEmulator,
  exchangeCode,
  formHeaders,
  PREFIX,
  pkcePair,
  signIn,
  signInParams,
  type TestEmulator,
} from './test-support.ts';

let emulator: TestEmulator;

beforeEach(async () => {
  emulator = await createTestEmulator();
});

afterEach(async () => {
  await emulator.app.close();
});

async function codeWithPkce() {
  const pkce = pkcePair();
  const redirect = await authorize(
    emulator.app,
    signInParams({ code_challenge: pkce.challenge, code_challenge_method: 'S256' }),
    { user_id: SEED_USER_IDS.ava },
  );
  return { ...pkce, code: redirect.searchParams.get('code') ?? '' };
}

function codeGrant(code: string, verifier: string, overrides: Record<string, string> = {}) {
  return {
    grant_type: 'authorization_code',
    code,
    redirect_uri: CALLBACK_URL,
    code_verifier: verifier,
    ...overrides,
  };
}

function currentUser(token: string) {
  return emulator.app.inject({
    method: 'GET',
    url: `${PREFIX}/api/v10/users/@me`,
    headers: bearer(token),
  });
}

describe('POST /api/oauth2/token with authorization_code', () => {
  it('exchanges a PKCE code for tokens in Discord shape', async () => {
    const { code, verifier } = await codeWithPkce();

    const response = await exchangeCode(emulator.app, codeGrant(code, verifier));

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      ['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type'].sort(),
    );
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 604800,
      scope: 'identify email guilds',
    });
    expect(body.access_token).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9]{30}$/);
  });

  it('serves the unversioned path too, with client credentials in the body', async () => {
    const { code, verifier } = await codeWithPkce();

    const response = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/api/oauth2/token`,
      headers: formHeaders(),
      payload: new URLSearchParams({
        ...codeGrant(code, verifier),
        client_id: CLIENT_ID,
        client_secret: 'demo-client-secret',
      }).toString(),
    });

    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong or missing code_verifier', async () => {
    const first = await codeWithPkce();
    const second = await codeWithPkce();

    const wrong = await exchangeCode(emulator.app, codeGrant(first.code, pkcePair().verifier));
    const { code_verifier: _, ...withoutVerifier } = codeGrant(second.code, '');
    const absent = await exchangeCode(emulator.app, withoutVerifier);

    for (const response of [wrong, absent]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'Invalid "code_verifier" in request.',
      });
    }
  });

  it('accepts a code only once, and a replay revokes what the first exchange issued', async () => {
    const { code, verifier } = await codeWithPkce();
    const first = await exchangeCode(emulator.app, codeGrant(code, verifier));

    const replay = await exchangeCode(emulator.app, codeGrant(code, verifier));

    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid "code" in request.',
    });
    expect((await currentUser(first.json().access_token)).statusCode).toBe(401);
  });

  it('refuses a redirect_uri other than the one the code was issued for', async () => {
    const { code, verifier } = await codeWithPkce();

    const response = await exchangeCode(
      emulator.app,
      codeGrant(code, verifier, { redirect_uri: 'http://127.0.0.1:3000/elsewhere' }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid "redirect_uri" in request.',
    });
  });

  it('answers 401 invalid_client for a wrong secret or no client authentication', async () => {
    const { code, verifier } = await codeWithPkce();
    const wrongSecret = `Basic ${Buffer.from(`${CLIENT_ID}:not-the-secret`).toString('base64')}`;

    const wrong = await exchangeCode(emulator.app, codeGrant(code, verifier), {
      authorization: wrongSecret,
    });
    const none = await exchangeCode(emulator.app, codeGrant(code, verifier), {});

    for (const response of [wrong, none]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_client' });
    }
    // A failed client authentication does not spend the code.
    expect((await exchangeCode(emulator.app, codeGrant(code, verifier))).statusCode).toBe(200);
  });

  it('expires codes after 10 minutes', async () => {
    const { code, verifier } = await codeWithPkce();
    emulator.clock.advance(10 * 60 * 1000);

    const response = await exchangeCode(emulator.app, codeGrant(code, verifier));

    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('names missing parameters and unsupported grant types', async () => {
    const noCode = await exchangeCode(emulator.app, { grant_type: 'authorization_code' });
    const noGrantType = await exchangeCode(emulator.app, {});
    const password = await exchangeCode(emulator.app, { grant_type: 'password' });

    expect(noCode.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Missing "code" in request.',
    });
    expect(noGrantType.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Missing "grant_type" in request.',
    });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toEqual({ error: 'unsupported_grant_type' });
  });
});

describe('POST /api/oauth2/token with refresh_token', () => {
  it('rotates both tokens: the old refresh and access tokens stop working', async () => {
    const first = await signIn(emulator.app, SEED_USER_IDS.ava);

    const refreshed = await exchangeCode(emulator.app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    const reused = await exchangeCode(emulator.app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });

    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 604800, scope: first.scope });
    expect(body.refresh_token).not.toBe(first.refresh_token);
    expect(reused.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid "refresh_token" in request.',
    });
    expect((await currentUser(first.access_token)).statusCode).toBe(401);
    expect((await currentUser(body.access_token)).statusCode).toBe(200);
  });
});

describe('POST /api/oauth2/token/revoke', () => {
  it('kills the grant behind an access token and answers {}', async () => {
    const tokens = await signIn(emulator.app, SEED_USER_IDS.ava);

    const response = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/api/oauth2/token/revoke`,
      headers: formHeaders({ authorization: BASIC_AUTH }),
      payload: new URLSearchParams({
        token: tokens.access_token,
        token_type_hint: 'access_token',
      }).toString(),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect((await currentUser(tokens.access_token)).statusCode).toBe(401);
    const refresh = await exchangeCode(emulator.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('needs client authentication', async () => {
    const response = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/api/oauth2/token/revoke`,
      headers: formHeaders(),
      payload: 'token=whatever',
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_client' });
  });
});
