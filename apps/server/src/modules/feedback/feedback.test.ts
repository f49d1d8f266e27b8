import { randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@guildsmith/core';
import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';
import { FEEDBACK_THANKS } from './feedback.routes.ts';
import { startWebhookRecorder, TEST_WEBHOOK_TOKEN, type WebhookRecorder } from './test-webhook.ts';

let harness: TestApp;
let tokens: SessionTokens;
let recorder: WebhookRecorder;

beforeAll(async () => {
  recorder = await startWebhookRecorder();
  harness = await createTestApp({ env: { FEEDBACK_WEBHOOK_URL: recorder.url } });
  tokens = new SessionTokens(harness.database.db, harness.config.jwtSecret);
  await harness.queue.start();
});

afterAll(async () => {
  await harness.close();
  await recorder.close();
});

beforeEach(() => {
  recorder.reset();
});

let clients = 0;
function nextIp() {
  clients += 1;
  return `10.8.${clients >> 8}.${clients & 255}`;
}

const send = (payload: unknown, options: { token?: string; ip?: string } = {}) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: {
      'x-forwarded-for': options.ip ?? nextIp(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: payload as Record<string, unknown>,
  });

async function signedIn(values: Partial<typeof schema.users.$inferInsert> & { username: string }) {
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId: randomUUID(), ...values })
    .returning();
  if (!user) throw new Error('no user');
  return { user, token: (await tokens.issue({ id: user.id, role: 'user' })).token };
}

async function stored(id: string) {
  const [row] = await harness.database.db
    .select()
    .from(schema.feedback)
    .where(eq(schema.feedback.id, id));
  return row;
}

type Field = { name: string; value: string };
async function relayedFields(id: string) {
  await expect.poll(async () => (await stored(id))?.relayStatus, { timeout: 10_000 }).toBe('sent');
  const post = recorder.received.find((entry) =>
    JSON.stringify(entry.body).includes(id.slice(0, 8)),
  );
  const body = post?.body as { embeds: { fields: Field[] }[] } | undefined;
  const [embed] = body?.embeds ?? [];
  return Object.fromEntries((embed?.fields ?? []).map((field) => [field.name, field.value]));
}

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/feedback', () => {
  it("refuses a missing category or a blank message with the feedback form's message", async () => {
    const cases: unknown[] = [
      {},
      { message: 'Hello' },
      { category: '', message: 'Hello' },
      { category: 'rant', message: 'Hello' },
      { category: 'bug' },
      { category: 'bug', message: '   ' },
      { category: ['bug'], message: 'Hello' },
    ];
    for (const payload of cases) {
      const response = await send(payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: VALIDATION_MESSAGES.feedbackRequired,
      });
    }
    for (const message of ['\u0000\u0000', '  Great bot!\u0000 ', 'Great \ud800bot']) {
      const refused = await send({ category: 'bug', message });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().error.message).toBe(VALIDATION_MESSAGES.invalidText);
    }
    const long = await send({ category: 'bug', message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(VALIDATION_MESSAGES.feedbackTooLong);
    expect(await harness.database.db.select().from(schema.feedback)).toEqual([]);
  });

  it('takes feedback from a signed-out visitor as Anonymous with an unknown plan', async () => {
    const response = await send({ category: 'praise', message: '  Great bot! ' });
    expect(response.statusCode).toBe(202);
    const { id, message } = response.json();
    expect(message).toBe(FEEDBACK_THANKS);
    expect(await stored(id)).toMatchObject({
      category: 'praise',
      message: 'Great bot!',
      username: 'Anonymous',
      email: null,
      plan: null,
      userId: null,
    });
    expect(await relayedFields(id)).toEqual({
      Category: 'Praise',
      User: 'Anonymous',
      Plan: 'Unknown',
    });
  });

  it("stores the signed-in sender's name, e-mail and effective plan", async () => {
    const active = await signedIn({
      username: 'paying.pia',
      email: 'pia@example.test',
      plan: 'premium',
      planExpiresAt: new Date(Date.now() + 10 * DAY),
    });
    const lapsed = await signedIn({
      username: 'lapsed.lou',
      email: null,
      plan: 'premium',
      planExpiresAt: new Date(Date.now() - DAY),
    });

    const first = (await send({ category: 'feature', message: 'Forums' }, active)).json();
    expect(await stored(first.id)).toMatchObject({
      username: 'paying.pia',
      email: 'pia@example.test',
      plan: 'premium',
      userId: active.user.id,
    });
    expect(await relayedFields(first.id)).toEqual({
      Category: 'Feature Request',
      User: 'paying.pia (pia@example.test)',
      Plan: 'Premium',
    });

    const second = (await send({ category: 'suggestion', message: 'Cheaper' }, lapsed)).json();
    expect(await stored(second.id)).toMatchObject({ username: 'lapsed.lou', plan: 'free' });
    expect(await relayedFields(second.id)).toEqual({
      Category: 'General Suggestion',
      User: 'lapsed.lou',
      Plan: 'Free',
    });
  });

  it('treats a stale or forged token as a signed-out sender', async () => {
    const response = await send(
      { category: 'bug', message: 'Still works?' },
      { token: 'not.a.valid-token' },
    );
    expect(response.statusCode).toBe(202);
    expect((await stored(response.json().id))?.username).toBe('Anonymous');
  });

  it('limits how often one client can send', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await send({ category: 'bug', message: `spam ${attempt}` }, { ip })).statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('keeps the webhook URL out of everything the browser can read', async () => {
    for (const url of ['/api/config/public', '/api/docs/json']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(TEST_WEBHOOK_TOKEN);
    }
    const response = await send({ category: 'bug', message: 'What do you echo?' });
    expect(response.body).not.toContain(TEST_WEBHOOK_TOKEN);
  });

  it('never answers junk with a 5xx', async () => {
    const junk: { payload: string; type?: string }[] = [
      { payload: '' },
      { payload: 'null' },
      { payload: '[]' },
      { payload: '"bug"' },
      { payload: '{"category":' },
      { payload: '{"category":null,"message":null}' },
      { payload: '{"category":{"$gt":""},"message":"x"}' },
      { payload: '{"category":"bug","message":{"text":"x"}}' },
      { payload: '{"category":"bug","message":12345}' },
      { payload: `{"category":"bug","message":"${'é'.repeat(300_000)}"}` },
      { payload: '{"__proto__":{"category":"bug"},"message":"x"}' },
      { payload: '{"constructor":{"prototype":{"admin":true}}}' },
      { payload: 'category=bug&message=hi', type: 'application/x-www-form-urlencoded' },
      { payload: 'bug: hi', type: 'text/plain' },
      { payload: '<feedback/>', type: 'application/xml' },
    ];
    const outside4xx: { payload: string; status: number }[] = [];
    for (const { payload, type = 'application/json' } of junk) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { 'content-type': type, 'x-forwarded-for': nextIp() },
        payload,
      });
      if (response.statusCode < 400 || response.statusCode >= 500) {
        outside4xx.push({ payload: payload.slice(0, 60), status: response.statusCode });
      }
      expect(response.json().error.code).toEqual(expect.any(String));
    }
    expect(outside4xx).toEqual([]);
  });
});
