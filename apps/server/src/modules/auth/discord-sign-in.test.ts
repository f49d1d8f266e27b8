import { createHash } from 'node:crypto';
import { eq, schema } from '@guildsmith/db';
import { SEED_USER_IDS } from '@guildsmith/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_UNFINISHED_SIGN_INS_PER_IP } from './discord-sign-in.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
});

afterAll(async () => {
  await harness.close();
});

const SIGN_IN_COOKIE = 'guildsmith_sign_in';

/** A started sign-in: Discord's consent page, and the cookie that binds it to this "browser". */
interface StartedSignIn {
  authUrl: URL;
  cookie: string;
}

async function startSignIn(ip = '198.51.100.1'): Promise<StartedSignIn> {
  const response = await fetch(`${harness.url}/api/auth/discord/url`, {
    headers: { 'x-forwarded-for': ip },
  });
  expect(response.status).toBe(200);
  const { authUrl } = (await response.json()) as { authUrl: string };
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(SIGN_IN_COOKIE));
  return { authUrl: new URL(authUrl), cookie: setCookie?.split(';')[0] ?? '' };
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

async function callback(payload: Record<string, unknown>, cookie?: string) {
  const response = await fetch(`${harness.url}/api/auth/discord/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(payload),
  });
  return {
    status: response.status,
    body: (await response.json()) as CallbackBody,
    setCookie: response.headers.getSetCookie(),
  };
}

/** Sign-in as far as the redirect back to us: the code and state a callback link carries. */
async function authorizedLink(userId: string) {
  const started = await startSignIn();
  const redirect = await decide(started.authUrl, { user_id: userId, decision: 'authorize' });
  return {
    payload: { code: redirect.searchParams.get('code'), state: redirect.searchParams.get('state') },
    cookie: started.cookie,
  };
}

describe('Discord sign-in against the emulator', () => {
  it('asks for exactly identify, email and guilds with PKCE', async () => {
    const { authUrl } = await startSignIn();
    expect(authUrl.pathname).toBe('/sandbox/discord/oauth2/authorize');
    expect(authUrl.searchParams.get('scope')).toBe('identify email guilds');
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${harness.url}/auth/discord/callback`);
  });

  it('signs a user in, stores the Discord tokens encrypted, and the token works', async () => {
    const link = await authorizedLink(SEED_USER_IDS.ava);
    const result = await callback(link.payload, link.cookie);
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
      const link = await authorizedLink(SEED_USER_IDS.lars);
      const result = await callback(link.payload, link.cookie);
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
      const link = await authorizedLink(SEED_USER_IDS.lars);
      return callback(link.payload, link.cookie);
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
    const link = await authorizedLink(SEED_USER_IDS.nia);
    expect((await callback(link.payload, link.cookie)).status).toBe(200);
    const replay = await callback(link.payload, link.cookie);
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('INVALID_STATE');
  });

  it('refuses a forged state before calling Discord', async () => {
    const { cookie } = await startSignIn();
    const result = await callback({ code: 'anything', state: 'forged-state' }, cookie);
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('INVALID_STATE');
  });

  it('refuses a code that Discord does not accept', async () => {
    const { authUrl, cookie } = await startSignIn();
    const result = await callback(
      { code: 'not-a-real-code', state: authUrl.searchParams.get('state') },
      cookie,
    );
    expect(result.status).toBe(401);
    expect(result.body.error.message).toBe(
      'Failed to authenticate with Discord. Please try again.',
    );
  });

  it('sends Cancel back with access_denied and the state', async () => {
    const { authUrl } = await startSignIn();
    const redirect = await decide(authUrl, { decision: 'cancel' });
    expect(redirect.pathname).toBe('/auth/discord/callback');
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe(authUrl.searchParams.get('state'));
  });

  it("validates the callback body with the callback page's message", async () => {
    const result = await callback({ state: 'x' });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(
      'Invalid Authentication: No authorization code received from Discord.',
    );
  });
});

describe('sign-in bound to the browser that started it', () => {
  it('sets an HttpOnly, SameSite=Lax cookie scoped to the callback, for as long as the state lives', async () => {
    const response = await fetch(`${harness.url}/api/auth/discord/url`);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${SIGN_IN_COOKIE}=[\\w-]{32,};`));
    const attributes = (cookie ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining([
        'httponly',
        'samesite=lax',
        'path=/api/auth/discord/callback',
        'max-age=600',
      ]),
    );
    expect(attributes).not.toContain('secure');
  });

  it('marks the cookie Secure when the public address is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://guildsmith.example' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/auth/discord/url' });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie.split(';').map((part) => part.trim().toLowerCase())).toContain('secure');
    } finally {
      await secure.close();
    }
  });

  it('refuses a callback without the cookie, burns the state, and leaves the stored account alone', async () => {
    // Another person signs in as far as the redirect and sends us the link.
    const before = await harness.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.discordId, SEED_USER_IDS.nia));
    const sessionsBefore = await harness.database.db.select().from(schema.sessions);
    const link = await authorizedLink(SEED_USER_IDS.nia);

    const refused = await callback(link.payload);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: {
        code: 'SIGN_IN_NOT_STARTED_HERE',
        message: 'This sign-in was started in another browser. Please sign in again.',
      },
    });
    const after = await harness.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.discordId, SEED_USER_IDS.nia));
    expect(after).toEqual(before);
    expect(await harness.database.db.select().from(schema.sessions)).toHaveLength(
      sessionsBefore.length,
    );

    // The state is spent: not even the browser that started it can use it now.
    const late = await callback(link.payload, link.cookie);
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('INVALID_STATE');
  });

  it("refuses a callback carrying another sign-in's cookie, and clears it", async () => {
    const link = await authorizedLink(SEED_USER_IDS.nia);
    const other = await startSignIn();
    const refused = await callback(link.payload, other.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('SIGN_IN_NOT_STARTED_HERE');
    expect(refused.setCookie).toEqual([
      expect.stringMatching(new RegExp(`^${SIGN_IN_COOKIE}=;.*Max-Age=0`, 'i')),
    ]);
  });

  it('signs in with the right cookie and clears it', async () => {
    const link = await authorizedLink(SEED_USER_IDS.nia);
    const result = await callback(link.payload, link.cookie);
    expect(result.status).toBe(200);
    expect(result.body.user).toMatchObject({ username: 'noavatar.nia' });
    expect(result.setCookie).toEqual([
      expect.stringMatching(new RegExp(`^${SIGN_IN_COOKIE}=;.*Max-Age=0`, 'i')),
    ]);
  });

  it('stores only a digest of the nonce with the state', async () => {
    const { authUrl, cookie } = await startSignIn();
    const nonce = cookie.split('=')[1] ?? '';
    const [row] = await harness.database.db
      .select()
      .from(schema.oauthStates)
      .where(eq(schema.oauthStates.state, authUrl.searchParams.get('state') ?? ''));
    expect(row?.browserNonceHash).toBe(createHash('sha256').update(nonce).digest('hex'));
  });
});

describe('starting sign-in', () => {
  const statesFrom = async (ip: string) =>
    harness.database.db.select().from(schema.oauthStates).where(eq(schema.oauthStates.ip, ip));

  it('allows an address only so many unfinished sign-ins, adding no row once refused', async () => {
    const ip = '203.0.113.7';
    const started: StartedSignIn[] = [];
    for (let attempt = 0; attempt < MAX_UNFINISHED_SIGN_INS_PER_IP; attempt += 1) {
      started.push(await startSignIn(ip));
    }
    const refused = await fetch(`${harness.url}/api/auth/discord/url`, {
      headers: { 'x-forwarded-for': ip },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: {
        code: 'TOO_MANY_SIGN_INS',
        message:
          'Too many sign-ins were started from your network. Please try again in a few minutes.',
      },
    });
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await statesFrom(ip)).toHaveLength(MAX_UNFINISHED_SIGN_INS_PER_IP);

    // Someone else is not affected, and finishing a sign-in frees a place.
    await startSignIn('203.0.113.8');
    const first = started[0];
    if (!first) throw new Error('no sign-in started');
    const redirect = await decide(first.authUrl, {
      user_id: SEED_USER_IDS.ava,
      decision: 'authorize',
    });
    const finished = await callback(
      { code: redirect.searchParams.get('code'), state: redirect.searchParams.get('state') },
      first.cookie,
    );
    expect(finished.status).toBe(200);
    await startSignIn(ip);
  });
});

describe('signing in after deleting the account', () => {
  it('starts a fresh, empty account for the same Discord account (ADR 0020)', async () => {
    const first = await authorizedLink(SEED_USER_IDS.nia);
    const before = await callback(first.payload, first.cookie);
    expect(before.status).toBe(200);
    const { db } = harness.database;
    await db
      .update(schema.users)
      .set({ profileName: 'Nia Before', profileCompleted: true, bio: 'old bio' })
      .where(eq(schema.users.id, String(before.body.user.id)));

    const deleted = await fetch(`${harness.url}/api/profile/delete-account`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${before.body.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ confirmation: before.body.user.username }),
    });
    expect(deleted.status).toBe(200);

    const again = await authorizedLink(SEED_USER_IDS.nia);
    const after = await callback(again.payload, again.cookie);
    expect(after.status).toBe(200);
    expect(after.body.user.id).not.toBe(before.body.user.id);
    expect(after.body.user).toMatchObject({
      discordId: SEED_USER_IDS.nia,
      username: before.body.user.username,
      profileCompleted: false,
      profileName: null,
      bio: null,
      plan: 'free',
    });
    const [old] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, String(before.body.user.id)));
    expect(old).toMatchObject({ discordId: null, profileName: null });
    expect(old?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('changing an address Discord verified', () => {
  it('keeps it until the new one is confirmed by its link, and later sign-ins keep the choice', async () => {
    await harness.queue.start();
    const signInAsAva = async () => {
      const link = await authorizedLink(SEED_USER_IDS.ava);
      return (await callback(link.payload, link.cookie)).body;
    };
    const first = await signInAsAva();
    expect(first.user).toMatchObject({ email: 'ava@example.test', emailVerified: true });

    const change = await harness.app.inject({
      method: 'PUT',
      url: '/api/profile/email',
      headers: { authorization: `Bearer ${first.token}` },
      payload: { email: 'ava.keys@example.test' },
    });
    expect(change.json()).toMatchObject({
      confirmationSent: true,
      user: {
        email: 'ava@example.test',
        emailVerified: true,
        pendingEmail: 'ava.keys@example.test',
      },
    });
    // Until the link is opened, Discord's address stays the one keys go to.
    expect((await signInAsAva()).user).toMatchObject({
      email: 'ava@example.test',
      pendingEmail: 'ava.keys@example.test',
    });

    const mailed = () =>
      harness.sandbox.mail.list().filter((message) => message.to.includes('ava.keys@example.test'));
    await expect.poll(() => mailed().length, { timeout: 10_000 }).toBe(1);
    const token = /\/confirm-email\?token=(\S+)/.exec(mailed()[0]?.text ?? '')?.[1] ?? '';
    const confirmed = await harness.app.inject({
      method: 'POST',
      url: '/api/profile/email/confirm',
      payload: { token: decodeURIComponent(token) },
    });
    expect(confirmed.json()).toEqual({ success: true, email: 'ava.keys@example.test' });

    expect((await signInAsAva()).user).toMatchObject({
      email: 'ava.keys@example.test',
      emailVerified: true,
      pendingEmail: null,
    });
  });
});
