import { eq, schema } from '@guildsmith/db';
import { openDispute } from '@guildsmith/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../jobs/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';
import {
  type EmulatedDiscord as Discord,
  EmulatedDiscord,
  SEED_USER_IDS,
} from '../bot/transport/test-support.ts';
import { LICENSE_EMAIL_JOB } from '../mail/license-email-job.ts';
import { PaypalClient } from './paypal-client.ts';
import { reconcilePayments } from './reconcile.ts';
import { RECONCILE_JOB } from './reconcile-job.ts';
import { refundPurchase } from './refunds.ts';
import { createStripeClient } from './stripe-client.ts';

let harness: TestApp;
let discord: Discord;
let buyers = 0;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  await harness.queue.start();
  discord = await EmulatedDiscord.of(harness);
});

afterAll(async () => {
  harness.sandbox.stripe.webhooks.resume();
  await harness.sandbox.stripe.flush();
  await harness.close();
});

const stripe = () =>
  createStripeClient(harness.config.stripe.apiBaseUrl, harness.config.stripe.secretKey);
const paypal = () => {
  if (!harness.config.paypal) throw new Error('PayPal is configured in demo mode');
  return new PaypalClient({ baseUrl: harness.config.paypal.apiBaseUrl, ...harness.config.paypal });
};
const deps = () => ({
  db: harness.database.db,
  queue: harness.queue,
  secrets: harness.secrets,
  stripe: stripe(),
  paypal: paypal(),
});

/** A buyer who is an Administrator of a fresh emulated server, signed in to the site. */
async function buyer() {
  buyers += 1;
  const guildId = await discord.newGuild(SEED_USER_IDS.nia);
  const discordId = await discord.newMember(guildId, { administrator: true });
  const email = `recovery-${buyers}@example.test`;
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId, username: `recovery-${buyers}`, email, emailVerified: true })
    .returning();
  if (!user) throw new Error('no user');
  const { token } = await new SessionTokens(harness.database.db, harness.config.jwtSecret).issue({
    id: user.id,
    role: 'user',
  });
  return { user, token, email, guildId, discordId };
}

async function api(token: string, method: 'GET' | 'POST', url: string, body?: object) {
  const response = await harness.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function startCardPayment(token: string, plan: string) {
  const started = await api(token, 'POST', '/api/create-payment-intent', { plan });
  expect(started.status).toBe(200);
  const purchaseId: string = started.body.purchaseId;
  const intentId = String(started.body.clientSecret).split('_secret_')[0] ?? '';
  return { purchaseId, intentId };
}

const purchase = async (id: string) =>
  (await harness.database.db.select().from(schema.purchases).where(eq(schema.purchases.id, id)))[0];
const keysOf = (purchaseId: string) =>
  harness.database.db
    .select()
    .from(schema.licenseKeys)
    .where(eq(schema.licenseKeys.purchaseId, purchaseId));
/** Key e-mails and billing notices; each paid purchase's receipt is tested in modules/receipts. */
const mailTo = (address: string) =>
  harness.sandbox.mail
    .list()
    .filter((message) => message.to.includes(address) && !/receipt/.test(message.subject));
const keyIn = (text: string | undefined) => /TPL(?:-[0-9A-Z]{5}){4}/.exec(text ?? '')?.[0] ?? '';

/** Makes the next enqueue of `jobName` throw, as a database hiccup mid-fulfilment would. */
function failNextSend(queue: JobQueue, jobName: string) {
  const send = queue.send.bind(queue);
  let failed = false;
  queue.send = (async (
    name: string,
    ...rest: Parameters<JobQueue['send']> extends [string, ...infer R] ? R : never
  ) => {
    if (name === jobName && !failed) {
      failed = true;
      throw new Error('enqueue failed once');
    }
    return send(name, ...rest);
  }) as JobQueue['send'];
  return () => {
    queue.send = send;
  };
}

async function activate(guildId: string, discordId: string, key: string): Promise<string> {
  const played = await discord.command(guildId, discordId, 'activate', { key });
  if (played.response?.type === 5) return (await discord.settled(played)).content;
  return played.messages[0]?.content ?? '';
}

describe('payments off the happy path', () => {
  it('a declined card and then a good one on the same payment: fulfilled once', async () => {
    const { token, email } = await buyer();
    const { purchaseId, intentId } = await startCardPayment(token, 'starter');
    await expect(
      stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toThrow(/declined/);
    await harness.sandbox.stripe.flush();
    expect((await purchase(purchaseId))?.status).toBe('failed');
    await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await harness.sandbox.stripe.flush();
    await expect.poll(async () => (await purchase(purchaseId))?.status).toBe('completed');
    expect(await keysOf(purchaseId)).toHaveLength(1);
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
  });

  it('a fulfilment that fails once is completed by the webhook redelivery', async () => {
    const { token, email } = await buyer();
    const { purchaseId, intentId } = await startCardPayment(token, 'premium');
    const restore = failNextSend(harness.queue, LICENSE_EMAIL_JOB);
    try {
      await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      await harness.sandbox.stripe.flush();
    } finally {
      restore();
    }
    const delivery = harness.sandbox.stripe.webhooks
      .list()
      .find(
        (item) =>
          item.event.type === 'payment_intent.succeeded' &&
          (item.event.data.object as { id: string }).id === intentId,
      );
    // The first attempt was answered 5xx and nothing was kept; a later one fulfilled.
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
    expect((await purchase(purchaseId))?.status).toBe('completed');
    expect(await keysOf(purchaseId)).toHaveLength(1);
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
  });

  it('a payment whose webhooks were all lost is fulfilled by the reconciliation job', async () => {
    const { token, email } = await buyer();
    const { purchaseId, intentId } = await startCardPayment(token, 'ultimate');
    harness.sandbox.stripe.webhooks.pause();
    try {
      await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      expect((await purchase(purchaseId))?.status).toBe('pending');
      const report = await reconcilePayments(deps());
      expect(report.fulfilled).toBe(1);
      expect((await purchase(purchaseId))?.status).toBe('completed');
      expect(await keysOf(purchaseId)).toHaveLength(1);
      await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
      // A second run finds nothing left to repair.
      expect((await reconcilePayments(deps())).fulfilled).toBe(0);
    } finally {
      harness.sandbox.stripe.webhooks.resume();
    }
    // The late webhooks change nothing either.
    await harness.sandbox.stripe.flush();
    expect(await keysOf(purchaseId)).toHaveLength(1);
    expect(mailTo(email)).toHaveLength(1);
  });

  it('the scheduled reconciliation job repairs a lost payment and counts it for Prometheus', async () => {
    const { token } = await buyer();
    const { purchaseId, intentId } = await startCardPayment(token, 'starter');
    harness.sandbox.stripe.webhooks.pause();
    try {
      await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      await harness.queue.send(RECONCILE_JOB, {});
      await expect
        .poll(async () => (await purchase(purchaseId))?.status, { timeout: 15_000 })
        .toBe('completed');
    } finally {
      harness.sandbox.stripe.webhooks.resume();
    }
    const metrics = await harness.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/guildsmith_billing_repairs_total\{action="fulfilled"\} [1-9]/);
  });

  it('a refund revokes the key: /activate refuses it and the dashboard shows the purchase refunded', async () => {
    const { token, email, guildId, discordId } = await buyer();
    const { purchaseId, intentId } = await startCardPayment(token, 'premium');
    await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await harness.sandbox.stripe.flush();
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
    const key = keyIn(mailTo(email)[0]?.text);

    expect(await refundPurchase(deps(), purchaseId)).toEqual({
      status: 'refunded',
      amountRefunded: 19.99,
    });
    await harness.sandbox.stripe.flush();
    expect(await activate(guildId, discordId, key)).toBe(
      'This key no longer works: its payment was refunded. Buy a plan again to get a new key.',
    );
    const purchases = await api(token, 'GET', '/api/purchases');
    expect(purchases.body.purchases[0]).toMatchObject({
      id: purchaseId,
      status: 'refunded',
      amountRefunded: 19.99,
    });
    const licenses = await api(token, 'GET', '/api/licenses');
    expect(licenses.body.licenses[0]).toMatchObject({
      status: 'revoked',
      revokedReason: 'refunded',
      resendable: false,
    });
    await expect
      .poll(() => mailTo(email).map((message) => message.subject), { timeout: 10_000 })
      .toContain('Your Guildsmith Premium purchase was refunded');
    // Stripe's own charge.refunded event arrived too and found nothing left to do.
    expect(mailTo(email)).toHaveLength(2);
  });

  it('a dispute opened at the bank revokes the key through its webhook', async () => {
    const { token } = await buyer();
    const { purchaseId, intentId } = await startCardPayment(token, 'starter');
    await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await harness.sandbox.stripe.flush();
    openDispute(harness.sandbox.stripe, { payment_intent: intentId });
    await harness.sandbox.stripe.flush();
    await expect.poll(async () => (await purchase(purchaseId))?.status).toBe('disputed');
    expect((await keysOf(purchaseId))[0]).toMatchObject({
      status: 'revoked',
      revokedReason: 'disputed',
    });
  });

  it('a refund made at Stripe while our webhook was down is found by the reconciliation job', async () => {
    const { token } = await buyer();
    const { purchaseId, intentId } = await startCardPayment(token, 'starter');
    await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await harness.sandbox.stripe.flush();
    harness.sandbox.stripe.webhooks.pause();
    try {
      await stripe().refunds.create({ payment_intent: intentId });
      expect((await purchase(purchaseId))?.status).toBe('completed');
      expect((await reconcilePayments(deps())).refunded).toBe(1);
    } finally {
      harness.sandbox.stripe.webhooks.resume();
    }
    expect((await purchase(purchaseId))?.status).toBe('refunded');
    expect((await keysOf(purchaseId))[0]?.status).toBe('revoked');
  });

  it('resending a key twice leaves the first e-mailed key working', async () => {
    const { token, email, guildId, discordId } = await buyer();
    const { purchaseId, intentId } = await startCardPayment(token, 'starter');
    await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
    const first = keyIn(mailTo(email)[0]?.text);
    const [stored] = await keysOf(purchaseId);
    for (let round = 0; round < 2; round += 1) {
      const resent = await api(token, 'POST', `/api/licenses/${stored?.id}/resend`);
      expect(resent).toEqual({ status: 200, body: { id: stored?.id } });
    }
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(3);
    const keys = mailTo(email).map((message) => keyIn(message.text));
    expect(new Set(keys)).toEqual(new Set([first]));
    expect(mailTo(email).filter((message) => /sent again/.test(message.subject))).toHaveLength(2);
    expect(await activate(guildId, discordId, first)).toContain('Key activated');
  });

  it('"Replace my key" revokes the old key and e-mails a new one', async () => {
    const { token, email, guildId, discordId } = await buyer();
    const { purchaseId, intentId } = await startCardPayment(token, 'starter');
    await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
    const old = keyIn(mailTo(email)[0]?.text);
    const [stored] = await keysOf(purchaseId);
    const replaced = await api(token, 'POST', `/api/licenses/${stored?.id}/replace`);
    expect(replaced.status).toBe(201);
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(2);
    const fresh = keyIn(
      mailTo(email).find((message) => /new Guildsmith/.test(message.subject))?.text,
    );
    expect(fresh).not.toBe(old);
    expect(await activate(guildId, discordId, old)).toContain('replaced by a newer one');
    expect(await activate(guildId, discordId, fresh)).toContain('Key activated');
    // An activated key can be neither resent nor replaced.
    expect((await api(token, 'POST', `/api/licenses/${replaced.body.id}/replace`)).status).toBe(
      409,
    );
  });

  it('a PayPal capture refunded at PayPal is found by the reconciliation job', async () => {
    const { token } = await buyer();
    const order = await api(token, 'POST', '/api/paypal/order', { plan: 'starter' });
    expect(order.status).toBe(200);
    // The buyer approves on PayPal's page.
    const approveUrl = new URL(order.body.approveUrl as string);
    const approved = await fetch(`${approveUrl.origin}${approveUrl.pathname}`, {
      method: 'POST',
      body: new URLSearchParams({ token: order.body.id, decision: 'approve' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const captured = await api(token, 'POST', `/api/paypal/order/${order.body.id}/capture`);
    expect(captured.body).toEqual({ status: 'COMPLETED', purchaseId: order.body.purchaseId });
    const [{ id: captureId } = { id: '' }] =
      harness.sandbox.paypal.orders.get(order.body.id)?.order.purchase_units[0]?.payments
        ?.captures ?? [];
    harness.sandbox.paypal.refundCapture(captureId);
    expect((await reconcilePayments(deps())).refunded).toBe(1);
    expect((await purchase(order.body.purchaseId))?.status).toBe('refunded');
    expect((await keysOf(order.body.purchaseId))[0]?.status).toBe('revoked');
  });
});
