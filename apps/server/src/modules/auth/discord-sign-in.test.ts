import { eq, schema } from '@guildsmith/db';
import { SEED_USER_IDS } from '@guildsmith/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
});

afterAll(async () => {
  await harness.close();
});

async function startSignIn(): Promise<URL> {
  const response = await fetch(`${harness.url}/api/auth/discord/url`);
  expect(response.status).toBe(200);
  const { authUrl } = (await response.json()) as { authUrl: string };
  return new URL(authUrl);
}

/** Plays the person on the emulator's consent page: pick an account, press a button. */
async function decide(authUrl: URL, form: Record<string, string>): Promise<URL> {
  const body = new URLSearchParams([...authUrl.searchParams.entries(), ...Object.entries(form)]);
  const response = await fetch(`${authUrl.origin}${authUrl.pathname}`, {
    method: 'POST',
    body,
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

/** What the callback answers: success fields, or the error shape. */
interface CallbackBody {
  success?: boolean;
  token: string;
  user: Record<string, unknown>;
  error: { code: string; message: string };
}

async function callback(payload: Record<string, unknown>) {
  const response = await fetch(`${harness.url}/api/auth/discord/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as CallbackBody };
}

describe('Discord sign-in against the emulator', () => {
  it('asks for exactly identify, email and guilds with PKCE', async () => {
    const authUrl = await startSignIn();
    expect(authUrl.pathname).toBe('/sandbox/discord/oauth2/authorize');
    expect(authUrl.searchParams.get('scope')).toBe('identify email guilds');
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${harness.url}/auth/discord/callback`);
  });

  it('signs a user in, stores the Discord tokens encrypted, and the token works', async () => {
    const authUrl = await startSignIn();
    const redirect = await decide(authUrl, { user_id: SEED_USER_IDS.ava, decision: 'authorize' });
    const result = await callback({
      code: redirect.searchParams.get('code'),
      state: redirect.searchParams.get('state'),
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      success: true,
      user: {
        discordId: SEED_USER_IDS.ava,
        username: 'ava.codes',
        email: 'ava@example.test',
        plan: 'free',
      },
    });
    expect(result.body.token.split('.')).toHaveLength(3);

    const [stored] = await harness.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.discordId, SEED_USER_IDS.ava));
    expect(stored?.accessToken).toMatch(/^v1\./);
    expect(stored?.lastLoginAt).toBeInstanceOf(Date);

    const me = await fetch(`${harness.url}/api/auth/user`, {
      headers: { authorization: `Bearer ${result.body.token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'ava.codes', firstName: 'Ava' });
  });

  it('signs in a user without an e-mail and updates rather than duplicates on the next sign-in', async () => {
    for (let round = 0; round < 2; round += 1) {
      const authUrl = await startSignIn();
      const redirect = await decide(authUrl, {
        user_id: SEED_USER_IDS.lars,
        decision: 'authorize',
      });
      const result = await callback({
        code: redirect.searchParams.get('code'),
        state: redirect.searchParams.get('state'),
      });
      expect(result.body.user).toMatchObject({
        username: 'legacy_lars',
        email: null,
        discriminator: '4821',
      });
    }
    const rows = await harness.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.discordId, SEED_USER_IDS.lars));
    expect(rows).toHaveLength(1);
  });

  it('keeps an address the user gave at checkout when Discord shares none', async () => {
    const signInAsLars = async () => {
      const authUrl = await startSignIn();
      const redirect = await decide(authUrl, {
        user_id: SEED_USER_IDS.lars,
        decision: 'authorize',
      });
      return callback({
        code: redirect.searchParams.get('code'),
        state: redirect.searchParams.get('state'),
      });
    };
    const first = await signInAsLars();
    await harness.app.inject({
      method: 'PUT',
      url: '/api/profile/email',
      headers: { authorization: `Bearer ${first.body.token}` },
      payload: { email: 'lars@example.com' },
    });
    const second = await signInAsLars();
    expect(second.body.user).toMatchObject({ email: 'lars@example.com', emailVerified: false });
  });

  it('refuses a reused state', async () => {
    const authUrl = await startSignIn();
    const redirect = await decide(authUrl, { user_id: SEED_USER_IDS.nia, decision: 'authorize' });
    const payload = {
      code: redirect.searchParams.get('code'),
      state: redirect.searchParams.get('state'),
    };
    expect((await callback(payload)).status).toBe(200);
    const replay = await callback(payload);
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('INVALID_STATE');
  });

  it('refuses a forged state before calling Discord', async () => {
    const result = await callback({ code: 'anything', state: 'forged-state' });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('INVALID_STATE');
  });

  it('refuses a code that Discord does not accept', async () => {
    const authUrl = await startSignIn();
    const result = await callback({
      code: 'not-a-real-code',
      state: authUrl.searchParams.get('state'),
    });
    expect(result.status).toBe(401);
    expect(result.body.error.message).toBe(
      'Failed to authenticate with Discord. Please try again.',
    );
  });

  it('sends Cancel back with access_denied and the state', async () => {
    const authUrl = await startSignIn();
    const redirect = await decide(authUrl, { decision: 'cancel' });
    expect(redirect.pathname).toBe('/auth/discord/callback');
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe(authUrl.searchParams.get('state'));
  });

  it('validates the callback body with the spec message', async () => {
    const result = await callback({ state: 'x' });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(
      'Invalid Authentication: No authorization code received from Discord.',
    );
  });
});
