import { generateKeyPairSync, sign } from 'node:crypto';
import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueLicenseKey } from '../../licenses/license-keys.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from './test-support.ts';

let harness: TestApp;
let key: { id: string; key: string };

beforeAll(async () => {
  harness = await createTestApp();
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId: SEED_USER_IDS.ava, username: 'ava.codes' })
    .returning();
  if (!user) throw new Error('no user');
  key = await issueLicenseKey(harness.database.db, harness.secrets, {
    userId: user.id,
    plan: 'free',
    purchaseId: null,
  });
});

afterAll(async () => harness.close());

const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/** An /activate exactly as Discord would send it. */
const activation = () =>
  JSON.stringify({
    id: '1400000000000000001',
    application_id: harness.config.discordClientId,
    type: 2,
    token: 'interaction-token',
    version: 1,
    guild_id: SEED_GUILD_IDS.avasWorkshop,
    channel_id: '1400000000000000002',
    locale: 'en-US',
    member: {
      user: { id: SEED_USER_IDS.ava, username: 'ava.codes' },
      permissions: '8',
      roles: [],
    },
    data: {
      id: '1400000000000000003',
      name: 'activate',
      type: 1,
      options: [{ name: 'key', type: 3, value: key.key }],
    },
  });

function post(body: string, headers: Record<string, string>) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/interactions',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

/** Signed by the emulated Discord (demo mode verifies with its key). */
function signed(body: string, timestamp = nowSeconds()) {
  return post(body, {
    'x-signature-ed25519': harness.sandbox.discord.signer.sign(timestamp, body),
    'x-signature-timestamp': timestamp,
  });
}

async function nothingHappened() {
  expect(await harness.database.db.select().from(schema.botUsageLogs)).toEqual([]);
  const [row] = await harness.database.db
    .select()
    .from(schema.licenseKeys)
    .where(eq(schema.licenseKeys.id, key.id));
  expect(row?.status).toBe('issued');
}

describe('POST /api/interactions', () => {
  it('answers PING with PONG', async () => {
    const response = await signed(
      JSON.stringify({
        id: '1400000000000000009',
        application_id: harness.config.discordClientId,
        type: 1,
        token: 'ping',
        version: 1,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 1 });
  });

  it('refuses a request without a signature with 401, before reading it', async () => {
    const response = await post(activation(), {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_SIGNATURE');
    await nothingHappened();
  });

  it('refuses a forged, altered or stale signature with 401 and does nothing', async () => {
    const body = activation();
    const timestamp = nowSeconds();
    const forger = generateKeyPairSync('ed25519').privateKey;
    const forged = sign(null, Buffer.from(timestamp + body), forger).toString('hex');
    expect(
      (await post(body, { 'x-signature-ed25519': forged, 'x-signature-timestamp': timestamp }))
        .statusCode,
    ).toBe(401);

    const genuine = harness.sandbox.discord.signer.sign(timestamp, body);
    const altered = body.replace('"permissions":"8"', '"permissions":"0"');
    expect(
      (await post(altered, { 'x-signature-ed25519': genuine, 'x-signature-timestamp': timestamp }))
        .statusCode,
    ).toBe(401);

    const old = String(Math.floor(Date.now() / 1000) - 301);
    expect((await signed(body, old)).statusCode).toBe(401);
    await nothingHappened();
  });

  it('refuses a signed body that is not an interaction with 400', async () => {
    expect((await signed('not json')).statusCode).toBe(400);
    expect((await signed(JSON.stringify({ type: 99 }))).statusCode).toBe(400);
    await nothingHappened();
  });

  it('defers slow work: /activate is acknowledged with an ephemeral type 5', async () => {
    const response = await signed(activation());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 5, data: { flags: 64 } });
  });
});

describe('outside demo mode', () => {
  it('verifies with DISCORD_PUBLIC_KEY, and does not start without it', async () => {
    const pair = generateKeyPairSync('ed25519');
    const hex = Buffer.from(pair.publicKey.export({ format: 'jwk' }).x ?? '', 'base64url').toString(
      'hex',
    );
    const real = {
      DISCORD_CLIENT_ID: '1300000000000000001',
      DISCORD_CLIENT_SECRET: 'secret',
      DISCORD_BOT_TOKEN: 'bot-token',
      SMTP_URL: 'smtp://127.0.0.1:1',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    const ping = JSON.stringify({
      id: '1400000000000000009',
      application_id: '1300000000000000001',
      type: 1,
      token: 'ping',
      version: 1,
    });
    const timestamp = nowSeconds();
    const headers = {
      'content-type': 'application/json',
      'x-signature-ed25519': sign(null, Buffer.from(timestamp + ping), pair.privateKey).toString(
        'hex',
      ),
      'x-signature-timestamp': timestamp,
    };
    const configured = await createTestApp({ env: { ...real, DISCORD_PUBLIC_KEY: hex } });
    try {
      expect(configured.config.demoMode).toBe(false);
      const response = await configured.app.inject({
        method: 'POST',
        url: '/api/interactions',
        headers,
        payload: ping,
      });
      expect(response.json()).toEqual({ type: 1 });
    } finally {
      await configured.close();
    }
    // Unsigned interactions could be forged: the server refuses to start without the key.
    await expect(createTestApp({ env: real })).rejects.toThrow(/DISCORD_PUBLIC_KEY is required/);
  });
});
