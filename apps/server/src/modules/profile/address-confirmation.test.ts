import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';
import { recordPaymentEvent } from '../billing/apply-payment-event.ts';

let harness: TestApp;
let accounts = 0;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  await harness.queue.start();
});

afterAll(async () => {
  await harness.close();
});

/** An account Discord shared no address for, signed in. */
async function account() {
  accounts += 1;
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId: `confirm-${accounts}`, username: `confirm.${accounts}` })
    .returning();
  if (!user) throw new Error('no user');
  const { token } = await new SessionTokens(harness.database.db, harness.config.jwtSecret).issue({
    id: user.id,
    role: 'user',
  });
  const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    harness.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  return { user, send };
}

const confirm = (token: string) =>
  harness.app.inject({ method: 'POST', url: '/api/profile/email/confirm', payload: { token } });
const mailTo = (address: string) =>
  harness.sandbox.mail.list().filter((message) => message.to.includes(address));
const userRow = async (id: string) =>
  (await harness.database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];

/** The token of the newest confirmation link e-mailed to `address`. */
async function linkTokenFor(address: string, count = 1): Promise<string> {
  await expect.poll(() => mailTo(address).length, { timeout: 10_000 }).toBe(count);
  const link = /http\S+\/confirm-email\?token=(\S+)/.exec(mailTo(address)[0]?.text ?? '');
  return decodeURIComponent(link?.[1] ?? '');
}

describe('confirming the address keys go to', () => {
  it('e-mails a link; following it confirms the address and sends the key that waited for it', async () => {
    const { user, send } = await account();
    const [purchase] = await harness.database.db
      .insert(schema.purchases)
      .values({ userId: user.id, plan: 'starter', amount: '4.99' })
      .returning();
    const deps = { db: harness.database.db, queue: harness.queue, secrets: harness.secrets };
    await recordPaymentEvent(deps, purchase?.id ?? '', { type: 'payment_succeeded' });

    const saved = await send('PUT', '/api/profile/email', { email: 'waiting@example.test' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      confirmationSent: true,
      user: { email: 'waiting@example.test', emailVerified: false },
    });
    const token = await linkTokenFor('waiting@example.test');
    expect(mailTo('waiting@example.test')[0]?.subject).toBe(
      'Confirm your e-mail address for Guildsmith',
    );
    expect(mailTo('waiting@example.test')[0]?.text).not.toMatch(/TPL-/);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, email: 'waiting@example.test' });
    expect(await userRow(user.id)).toMatchObject({ emailVerified: true, verificationToken: null });
    await expect
      .poll(() => mailTo('waiting@example.test').map((message) => message.subject), {
        timeout: 10_000,
      })
      .toContain('Your Guildsmith Starter license key');

    // The link works once.
    expect((await confirm(token)).json().error.code).toBe('INVALID_TOKEN');
  });

  it('refuses a link for an address that was replaced, and a link that was superseded', async () => {
    const { user, send } = await account();
    await send('PUT', '/api/profile/email', { email: 'first@example.test' });
    const first = await linkTokenFor('first@example.test');
    await send('PUT', '/api/profile/email', { email: 'second@example.test' });
    const second = await linkTokenFor('second@example.test');
    const stale = await confirm(first);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This confirmation link is invalid or has expired.',
    });

    expect((await send('POST', '/api/profile/email/resend-confirmation')).statusCode).toBe(202);
    const third = await linkTokenFor('second@example.test', 2);
    expect(third).not.toBe(second);
    expect((await confirm(second)).statusCode).toBe(400);
    expect((await confirm(third)).statusCode).toBe(200);
    expect((await userRow(user.id))?.email).toBe('second@example.test');
    // Nothing waits for confirmation any more.
    const nothing = await send('POST', '/api/profile/email/resend-confirmation');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.code).toBe('NOTHING_TO_CONFIRM');
  });

  it('changes a confirmed address only when the new one opens its link; a withdrawn change link dies', async () => {
    const { user, send } = await account();
    await harness.database.db
      .update(schema.users)
      .set({ email: 'kept@example.test', emailVerified: true })
      .where(eq(schema.users.id, user.id));

    await send('PUT', '/api/profile/email', { email: 'dropped@example.test' });
    const dropped = await linkTokenFor('dropped@example.test');
    await send('PUT', '/api/profile/email', { email: 'kept@example.test' });
    expect((await confirm(dropped)).json().error.code).toBe('INVALID_TOKEN');
    expect(await userRow(user.id)).toMatchObject({
      email: 'kept@example.test',
      pendingEmail: null,
    });

    await send('PUT', '/api/profile/email', { email: 'moved@example.test' });
    await linkTokenFor('moved@example.test');
    expect((await send('POST', '/api/profile/email/resend-confirmation')).statusCode).toBe(202);
    const resent = await linkTokenFor('moved@example.test', 2);
    expect((await confirm(resent)).json()).toEqual({ success: true, email: 'moved@example.test' });
    expect(await userRow(user.id)).toMatchObject({
      email: 'moved@example.test',
      emailVerified: true,
      emailChosen: true,
      pendingEmail: null,
    });
    // The address keys went to until now hears of it, with the new one masked.
    await expect.poll(() => mailTo('kept@example.test').length, { timeout: 10_000 }).toBe(1);
    const notice = mailTo('kept@example.test')[0];
    expect(notice?.subject).toBe('Your Guildsmith license keys now go to another address');
    expect(notice?.text).toContain('now go to m••••@example.test');
    expect(notice?.text).not.toContain('moved@example.test');
    // A first address confirmed by its link replaces nothing, so nobody else is told.
    expect(mailTo('dropped@example.test')).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const { user, send } = await account();
    await send('PUT', '/api/profile/email', { email: 'late@example.test' });
    const token = await linkTokenFor('late@example.test');
    await harness.database.db
      .update(schema.users)
      .set({ verificationExpires: new Date(Date.now() - 1000) })
      .where(eq(schema.users.id, user.id));
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await userRow(user.id))?.emailVerified).toBe(false);
  });

  it('answers 400, never 5xx, to malformed tokens', async () => {
    for (const token of [
      '',
      'x',
      `${'0'.repeat(36)}.${'a'.repeat(43)}`,
      'a\u0000b',
      'é'.repeat(150),
    ]) {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
    }
    const missing = await harness.app.inject({
      method: 'POST',
      url: '/api/profile/email/confirm',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });
});
