import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { account, call } from '../admin-operations/test-support.ts';
import { recordPaymentEvent } from '../billing/apply-payment-event.ts';
import { reconcilePayments } from '../billing/reconcile.ts';
import { createStripeClient } from '../billing/stripe-client.ts';
import {
  enqueueReceiptEmail,
  mailHeldBackReceipts,
  RECEIPT_EMAIL_JOB,
} from '../mail/receipt-job.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  await harness.queue.start();
});
afterAll(async () => {
  await harness.sandbox.stripe.flush();
  await harness.close();
});

const stripe = () =>
  createStripeClient(harness.config.stripe.apiBaseUrl, harness.config.stripe.secretKey);
const mailTo = (address: string) =>
  harness.sandbox.mail.list().filter((message) => message.to.includes(address));
const receiptsTo = (address: string) =>
  mailTo(address).filter((message) => /receipt/.test(message.subject));
const receiptLedger = (purchaseId: string) =>
  harness.database.db
    .select()
    .from(schema.emails)
    .where(eq(schema.emails.purchaseId, purchaseId))
    .then((rows) => rows.filter((row) => row.template === RECEIPT_EMAIL_JOB));
const purchaseRow = async (id: string) =>
  (await harness.database.db.select().from(schema.purchases).where(eq(schema.purchases.id, id)))[0];

/** A buyer who paid for `plan` by card; the webhook has been delivered. */
async function cardPurchase(buyer: Awaited<ReturnType<typeof account>>, plan = 'premium') {
  const started = await call(harness, 'POST', '/api/create-payment-intent', buyer.token, { plan });
  expect(started.status).toBe(200);
  const purchaseId: string = started.body.purchaseId;
  const intentId = String(started.body.clientSecret).split('_secret_')[0] ?? '';
  await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  await harness.sandbox.stripe.flush();
  return { purchaseId, intentId };
}

describe('receipts', () => {
  it('e-mails one receipt per paid purchase, even when its fulfilment runs again', async () => {
    const buyer = await account(harness, 'user');
    const email = buyer.user.email ?? '';
    const { purchaseId } = await cardPurchase(buyer, 'premium');
    await expect.poll(() => receiptsTo(email).length, { timeout: 10_000 }).toBe(1);
    const [receipt] = receiptsTo(email);
    const orderNumber = `GS-${purchaseId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    expect(receipt?.subject).toBe(`Your Guildsmith receipt ${orderNumber}`);
    const paidOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      (await purchaseRow(purchaseId))?.completedAt ?? new Date(),
    );
    for (const line of [
      `Order number: ${orderNumber}`,
      'Plan: Guildsmith Premium (one-time purchase)',
      'Amount paid: $19.99 USD',
      'Payment method: Card or pay later, through Stripe',
      `Date: ${paidOn}`,
      `Seller: ${harness.config.seller.name}, ${harness.config.seller.address}`,
      `${harness.config.publicUrl}/dashboard/receipts/${purchaseId}`,
      `Questions? Write to ${harness.config.supportEmail}`,
    ]) {
      expect(receipt?.text).toContain(line);
    }
    expect(receipt?.html).toContain(orderNumber);
    expect(receipt?.text).not.toMatch(/TPL-/);

    // The webhook again, the reconciliation job, and the fulfilment's receipt step once more.
    const billing = { db: harness.database.db, queue: harness.queue, secrets: harness.secrets };
    await recordPaymentEvent(billing, purchaseId, { type: 'payment_succeeded' });
    await reconcilePayments({ ...billing, stripe: stripe(), paypal: null });
    const purchase = await purchaseRow(purchaseId);
    if (!purchase) throw new Error('no purchase');
    expect(
      await harness.database.db.transaction((tx) =>
        enqueueReceiptEmail(tx, { queue: harness.queue }, purchase),
      ),
    ).toBe('none');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiptsTo(email)).toHaveLength(1);
    expect(await receiptLedger(purchaseId)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, to: email }),
    ]);
  });

  it('sends no receipt for the free key', async () => {
    const buyer = await account(harness, 'user');
    const issued = await call(harness, 'POST', '/api/licenses/free', buyer.token);
    expect(issued.status).toBe(201);
    const email = buyer.user.email ?? '';
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
    expect(mailTo(email)[0]?.subject).toMatch(/license key/);
    const ledger = await harness.database.db
      .select()
      .from(schema.emails)
      .where(eq(schema.emails.userId, buyer.user.id));
    expect(ledger.map((row) => row.template)).not.toContain(RECEIPT_EMAIL_JOB);
  });

  it('holds the receipt until the address is confirmed, then sends it once', async () => {
    const buyer = await account(harness, 'user', { emailVerified: false });
    const email = buyer.user.email ?? '';
    const { purchaseId } = await cardPurchase(buyer, 'starter');
    await expect.poll(async () => (await purchaseRow(purchaseId))?.status).toBe('completed');
    expect(await receiptLedger(purchaseId)).toEqual([]);
    await harness.database.db
      .update(schema.users)
      .set({ emailVerified: true })
      .where(eq(schema.users.id, buyer.user.id));
    for (let run = 0; run < 2; run += 1) {
      await harness.database.db.transaction((tx) =>
        mailHeldBackReceipts(tx, { queue: harness.queue }, buyer.user.id),
      );
    }
    await expect.poll(() => receiptsTo(email).length, { timeout: 10_000 }).toBe(1);
    expect(await receiptLedger(purchaseId)).toHaveLength(1);
  });

  it('shows the receipt to its owner only', async () => {
    const buyer = await account(harness, 'user');
    const { purchaseId } = await cardPurchase(buyer, 'starter');
    await expect.poll(async () => (await purchaseRow(purchaseId))?.status).toBe('completed');
    const own = await call(harness, 'GET', `/api/purchases/${purchaseId}/receipt`, buyer.token);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      purchaseId,
      orderNumber: `GS-${purchaseId.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
      plan: 'starter',
      amount: 4.99,
      currency: 'USD',
      paymentMethod: 'stripe',
      paidAt: (await purchaseRow(purchaseId))?.completedAt?.toISOString(),
      amountRefunded: 0,
      seller: harness.config.seller,
      supportEmail: harness.config.supportEmail,
    });

    const stranger = await account(harness, 'user');
    const other = await call(
      harness,
      'GET',
      `/api/purchases/${purchaseId}/receipt`,
      stranger.token,
    );
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('RECEIPT_NOT_FOUND');
    expect(JSON.stringify(other.body)).not.toContain('starter');
    const anonymous = await call(harness, 'GET', `/api/purchases/${purchaseId}/receipt`);
    expect(anonymous.status).toBe(401);

    // A payment that never went through has no receipt either.
    const unpaid = await call(harness, 'POST', '/api/create-payment-intent', buyer.token, {
      plan: 'premium',
    });
    const pending = await call(
      harness,
      'GET',
      `/api/purchases/${unpaid.body.purchaseId}/receipt`,
      buyer.token,
    );
    expect(pending.status).toBe(404);
  });
});
