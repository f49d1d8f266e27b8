import { getPlan, maskLicenseKey, toCents } from '@guildsmith/core';
import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStripeClient } from '../billing/stripe-client.ts';
import { account, auditOf, call } from './test-support.ts';

let harness: TestApp;
let admin: Awaited<ReturnType<typeof account>>;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  await harness.queue.start();
  admin = await account(harness, 'admin');
});
afterAll(async () => {
  await harness.sandbox.stripe.flush();
  await harness.close();
});

const stripe = () =>
  createStripeClient(harness.config.stripe.apiBaseUrl, harness.config.stripe.secretKey);
const mailTo = (address: string) =>
  harness.sandbox.mail.list().filter((message) => message.to.includes(address));
/** The key e-mails only; a paid purchase also sends its receipt. */
const keyMailsTo = (address: string) =>
  mailTo(address).filter((message) => /license key/.test(message.subject));
const keyIn = (text: string | undefined) => /TPL(?:-[0-9A-Z]{5}){4}/.exec(text ?? '')?.[0] ?? '';
const purchaseRow = async (id: string) =>
  (await harness.database.db.select().from(schema.purchases).where(eq(schema.purchases.id, id)))[0];

/** A buyer who paid by card for `plan`; their key e-mail has arrived. */
async function paidPurchase(plan = 'starter') {
  const buyer = await account(harness, 'user');
  const email = buyer.user.email ?? '';
  const started = await call(harness, 'POST', '/api/create-payment-intent', buyer.token, { plan });
  expect(started.status).toBe(200);
  const purchaseId: string = started.body.purchaseId;
  const intentId = String(started.body.clientSecret).split('_secret_')[0] ?? '';
  await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  await harness.sandbox.stripe.flush();
  await expect.poll(() => keyMailsTo(email).length, { timeout: 10_000 }).toBe(1);
  return { ...buyer, email, purchaseId, intentId, key: keyIn(keyMailsTo(email)[0]?.text) };
}

describe('purchases in the admin portal', () => {
  it('finds a purchase by buyer name, e-mail, purchase id or payment id, with its status', async () => {
    const paid = await paidPurchase();
    for (const query of [
      paid.user.username,
      paid.email.toUpperCase(),
      paid.purchaseId,
      paid.intentId,
    ]) {
      const found = await call(
        harness,
        'GET',
        `/api/admin/purchases?query=${encodeURIComponent(query)}`,
        admin.token,
      );
      expect(found.status).toBe(200);
      expect(found.body.purchases).toEqual([
        expect.objectContaining({
          id: paid.purchaseId,
          user: expect.objectContaining({ username: paid.user.username }),
          plan: 'starter',
          status: 'completed',
          providerPaymentId: paid.intentId,
        }),
      ]);
    }
    const refundedOnly = await call(
      harness,
      'GET',
      `/api/admin/purchases?status=refunded&query=${paid.purchaseId}`,
      admin.token,
    );
    expect(refundedOnly.body).toMatchObject({ purchases: [], total: 0, page: 1 });
  });

  it("shows a purchase's payment, its key masked, and the e-mails sent for it", async () => {
    const paid = await paidPurchase();
    const detail = await call(
      harness,
      'GET',
      `/api/admin/purchases/${paid.purchaseId}`,
      admin.token,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.purchase).toMatchObject({
      id: paid.purchaseId,
      stripePaymentIntentId: paid.intentId,
      status: 'completed',
    });
    expect(detail.body.keys).toEqual([
      expect.objectContaining({ status: 'issued', maskedKey: maskLicenseKey(paid.key.slice(-4)) }),
    ]);
    expect(JSON.stringify(detail.body)).not.toContain(paid.key);
    // The key e-mail and the receipt, written in one transaction.
    await expect
      .poll(async () => {
        const { body } = await call(
          harness,
          'GET',
          `/api/admin/purchases/${paid.purchaseId}`,
          admin.token,
        );
        return body.emails.map((email: { template: string; status: string }) => email.status);
      })
      .toEqual(['sent', 'sent']);
    expect(detail.body.emails).toHaveLength(2);
    expect(detail.body.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: paid.email, template: 'email.license-key' }),
        expect.objectContaining({ to: paid.email, template: 'email.receipt' }),
      ]),
    );
    expect(detail.body.servers).toEqual([]);
    // The billing service's own rule says a refund can be asked for, until when.
    expect(detail.body.refund).toEqual({ blockedBy: null, guaranteeEndsAt: expect.any(String) });
    const paidAt = Date.parse(detail.body.purchase.completedAt);
    expect(Date.parse(detail.body.refund.guaranteeEndsAt) - paidAt).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('resends the same key to the confirmed address, audited', async () => {
    const paid = await paidPurchase();
    const resent = await call(
      harness,
      'POST',
      `/api/admin/purchases/${paid.purchaseId}/resend-key`,
      admin.token,
    );
    expect(resent.status).toBe(200);
    await expect.poll(() => keyMailsTo(paid.email).length, { timeout: 10_000 }).toBe(2);
    const again = keyMailsTo(paid.email)[0];
    expect(keyIn(again?.text)).toBe(paid.key);
    // It reads as the same key sent again, not as a second purchase.
    expect(again?.subject).toBe('Your Guildsmith Starter license key (sent again)');
    expect(again?.text).toContain('Here is your Guildsmith Starter license key again.');
    expect(again?.text).not.toMatch(/thank you|purchase/i);
    const detail = await call(
      harness,
      'GET',
      `/api/admin/purchases/${paid.purchaseId}`,
      admin.token,
    );
    expect(detail.body.emails.map((email: { subject: string }) => email.subject)).toContain(
      'Your Guildsmith Starter license key (sent again)',
    );
    expect(await auditOf(harness.database, paid.purchaseId)).toEqual([
      expect.objectContaining({
        action: 'resend_key',
        targetType: 'purchase',
        details: { licenseKeyId: resent.body.licenseId },
      }),
    ]);
    await harness.database.db
      .update(schema.users)
      .set({ emailVerified: false })
      .where(eq(schema.users.id, paid.user.id));
    const unconfirmed = await call(
      harness,
      'POST',
      `/api/admin/purchases/${paid.purchaseId}/resend-key`,
      admin.token,
    );
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.error.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(await auditOf(harness.database, paid.purchaseId)).toHaveLength(1);
  });

  it('refunds through billing once under a double click, audited; a second refund is 409', async () => {
    const paid = await paidPurchase();
    const url = `/api/admin/purchases/${paid.purchaseId}/refund`;
    expect((await call(harness, 'POST', url, admin.token, {})).status).toBe(400);
    const body = { reason: 'Asked within the guarantee' };
    const [one, two] = await Promise.all([
      call(harness, 'POST', url, admin.token, body),
      call(harness, 'POST', url, admin.token, body),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const ok = one.status === 200 ? one : two;
    expect(ok.body).toEqual({
      purchaseId: paid.purchaseId,
      status: 'refunded',
      amountRefunded: getPlan('starter').price,
    });
    const late = one.status === 409 ? one : two;
    expect(late.body.error.code).toBe('ALREADY_REFUNDED');

    const keys = await harness.database.db
      .select()
      .from(schema.licenseKeys)
      .where(eq(schema.licenseKeys.purchaseId, paid.purchaseId));
    expect(keys).toEqual([
      expect.objectContaining({ status: 'revoked', revokedReason: 'refunded' }),
    ]);
    const charges = await stripe().charges.list({ payment_intent: paid.intentId });
    expect(charges.data[0]?.amount_refunded).toBe(toCents(getPlan('starter').price));
    expect(await auditOf(harness.database, paid.purchaseId)).toEqual([
      expect.objectContaining({ action: 'refund', actorId: admin.user.id, reason: body.reason }),
    ]);
    const again = await call(harness, 'POST', url, admin.token, body);
    expect(again.status).toBe(409);
    const detail = await call(
      harness,
      'GET',
      `/api/admin/purchases/${paid.purchaseId}`,
      admin.token,
    );
    expect(detail.body.refund.blockedBy).toBe('refunded');
    // The refund notice to the buyer is listed first, then the key e-mail and the receipt.
    expect(detail.body.emails).toHaveLength(3);
    expect(detail.body.emails[0]).toEqual(
      expect.objectContaining({ to: paid.email, template: expect.stringMatching(/refund/) }),
    );
  });

  it('refuses a refund past the 30-day guarantee with a message, changing nothing', async () => {
    const paid = await paidPurchase();
    await harness.database.db
      .update(schema.purchases)
      .set({ completedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(schema.purchases.id, paid.purchaseId));
    const refused = await call(
      harness,
      'POST',
      `/api/admin/purchases/${paid.purchaseId}/refund`,
      admin.token,
      { reason: 'Late' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'OUTSIDE_GUARANTEE',
      message: 'This purchase is older than the 30-day money-back guarantee.',
    });
    expect((await purchaseRow(paid.purchaseId))?.status).toBe('completed');
    expect(await auditOf(harness.database, paid.purchaseId)).toEqual([]);
    const detail = await call(
      harness,
      'GET',
      `/api/admin/purchases/${paid.purchaseId}`,
      admin.token,
    );
    expect(detail.body.refund.blockedBy).toBe('outside_guarantee');
  });
});
