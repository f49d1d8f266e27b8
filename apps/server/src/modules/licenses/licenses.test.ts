import { schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';

let harness: TestApp;
let tokens: SessionTokens;

beforeAll(async () => {
  harness = await createTestApp();
  tokens = new SessionTokens(harness.database.db, harness.config.jwtSecret);
  await harness.queue.start();
});

afterAll(async () => {
  await harness.close();
});

async function signedIn(username: string, email: string | null, emailVerified = true) {
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId: `${username}-id`, username, email, emailVerified })
    .returning();
  if (!user) throw new Error('no user');
  return (await tokens.issue({ id: user.id, role: 'user' })).token;
}

let clients = 0;
/** Each call comes from its own address, so the per-client issuing limit stays out of the way. */
const call = (method: 'GET' | 'POST', url: string, token?: string) => {
  clients += 1;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.9.${clients >> 8}.${clients & 255}`,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return harness.app.inject({ method, url, headers });
};

const mailTo = (address: string) =>
  harness.sandbox.mail.list().filter((message) => message.to.includes(address));

describe('license keys', () => {
  it('need a session', async () => {
    expect((await call('GET', '/api/licenses')).statusCode).toBe(401);
    expect((await call('POST', '/api/licenses/free')).statusCode).toBe(401);
  });

  it('issue one free key per account, e-mailed and listed masked', async () => {
    const token = await signedIn('free.fay', 'fay@example.test');
    const first = await call('POST', '/api/licenses/free', token);
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/licenses/free', token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('FREE_KEY_EXISTS');

    await expect.poll(() => mailTo('fay@example.test').length, { timeout: 10_000 }).toBe(1);
    const key = /TPL(?:-[0-9A-Z]{5}){4}/.exec(mailTo('fay@example.test')[0]?.text ?? '')?.[0] ?? '';
    const { licenses } = (await call('GET', '/api/licenses', token)).json();
    expect(licenses).toEqual([
      expect.objectContaining({
        plan: 'free',
        status: 'issued',
        serverId: null,
        maskedKey: expect.stringMatching(new RegExp(`${key.slice(-4)}$`)),
      }),
    ]);
    expect(JSON.stringify(licenses)).not.toContain(key);
  });

  it('resend e-mails the same key again and keeps it working; only an unused key can be resent', async () => {
    const token = await signedIn('resend.rae', 'rae@example.test');
    const issued = (await call('POST', '/api/licenses/free', token)).json();
    const resent = await call('POST', `/api/licenses/${issued.id}/resend`, token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ id: issued.id });
    const { licenses } = (await call('GET', '/api/licenses', token)).json();
    expect(licenses).toEqual([
      expect.objectContaining({ id: issued.id, status: 'issued', resendable: true }),
    ]);
    await expect.poll(() => mailTo('rae@example.test').length, { timeout: 10_000 }).toBe(2);
    const keys = mailTo('rae@example.test').map(
      (message) => /TPL(?:-[0-9A-Z]{5}){4}/.exec(message.text)?.[0],
    );
    expect(keys[0]).toBeDefined();
    expect(keys[1]).toBe(keys[0]);

    const replaced = await call('POST', `/api/licenses/${issued.id}/replace`, token);
    expect(replaced.statusCode).toBe(201);
    const again = await call('POST', `/api/licenses/${issued.id}/resend`, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('KEY_NOT_RESENDABLE');
    const after = (await call('GET', '/api/licenses', token)).json().licenses;
    expect(after).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: issued.id, status: 'revoked', revokedReason: 'replaced' }),
        expect.objectContaining({ id: replaced.json().id, status: 'issued', plan: 'free' }),
      ]),
    );
  });

  it('send keys only to a confirmed address', async () => {
    const token = await signedIn('unconfirmed.uma', 'uma@example.test', false);
    const response = await call('POST', '/api/licenses/free', token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(mailTo('uma@example.test')).toHaveLength(0);
  });

  it("never touches another account's key", async () => {
    const owner = await signedIn('owner.olu', 'olu@example.test');
    const intruder = await signedIn('intruder.ivo', 'ivo@example.test');
    const issued = (await call('POST', '/api/licenses/free', owner)).json();
    expect((await call('POST', `/api/licenses/${issued.id}/resend`, intruder)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/licenses/${issued.id}/replace`, intruder)).statusCode).toBe(
      404,
    );
  });

  it('ask for an e-mail address before issuing a key', async () => {
    const token = await signedIn('no.mail', null);
    const response = await call('POST', '/api/licenses/free', token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('EMAIL_REQUIRED');
  });
});
