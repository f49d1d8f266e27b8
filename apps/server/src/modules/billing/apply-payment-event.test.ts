import { randomBytes } from 'node:crypto';
import { isWellFormedLicenseKey } from '@guildsmith/core';
import type { Database } from '@guildsmith/db';
import { eq, schema } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../jobs/index.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { hashLicenseKey } from '../licenses/license-keys.ts';
import { BILLING_NOTICE_JOB, type BillingNoticeJob } from '../mail/billing-notice-job.ts';
import { LICENSE_EMAIL_JOB, type LicenseEmailJob } from '../mail/license-email-job.ts';
import { RECEIPT_EMAIL_JOB, type ReceiptEmailJob } from '../mail/receipt-job.ts';
import { type BillingDeps, recordPaymentEvent } from './apply-payment-event.ts';

let database: Database;
let queue: JobQueue;
const secrets = new SecretBox(randomBytes(32));
const keyMails: LicenseEmailJob[] = [];
const notices: BillingNoticeJob[] = [];
const receipts: ReceiptEmailJob[] = [];
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await createJobQueue(database, { pollingIntervalSeconds: 0.5 });
  await queue.register<LicenseEmailJob>(LICENSE_EMAIL_JOB, async (job) => {
    keyMails.push(job.data);
  });
  await queue.register<BillingNoticeJob>(BILLING_NOTICE_JOB, async (job) => {
    notices.push(job.data);
  });
  await queue.register<ReceiptEmailJob>(RECEIPT_EMAIL_JOB, async (job) => {
    receipts.push(job.data);
  });
  await queue.start();
});

afterAll(async () => {
  await queue.stop();
  await database.close();
});

const deps = (): BillingDeps => ({ db: database.db, queue, secrets });

async function buyer(options: { emailVerified?: boolean } = {}) {
  const [user] = await database.db
    .insert(schema.users)
    .values({
      discordId: randomBytes(6).toString('hex'),
      username: 'buyer',
      email: 'buyer@example.test',
      emailVerified: options.emailVerified ?? true,
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

async function purchase(userId: string, plan: 'premium' | 'starter' | 'lifetime', amount: string) {
  const [row] = await database.db
    .insert(schema.purchases)
    .values({ userId, plan, amount })
    .returning();
  if (!row) throw new Error('no purchase');
  return row;
}

const userRow = async (id: string) =>
  (await database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
const purchaseRow = async (id: string) =>
  (await database.db.select().from(schema.purchases).where(eq(schema.purchases.id, id)))[0];
const keysOf = (purchaseId: string) =>
  database.db
    .select()
    .from(schema.licenseKeys)
    .where(eq(schema.licenseKeys.purchaseId, purchaseId));

const succeeded = { type: 'payment_succeeded' } as const;

describe('applying payment events', () => {
  it('fulfils a paid purchase: plan for 30 days, one key kept hashed and sealed, one e-mail', async () => {
    const user = await buyer();
    const bought = await purchase(user.id, 'premium', '19.99');
    const now = new Date('2026-11-22T12:00:00Z');
    expect(await recordPaymentEvent(deps(), bought.id, succeeded, now)).toEqual({
      from: 'pending',
      to: 'completed',
      effect: 'fulfil',
    });
    expect(await userRow(user.id)).toMatchObject({ plan: 'premium', paymentStatus: 'active' });
    expect((await userRow(user.id))?.planExpiresAt?.toISOString()).toBe('2026-12-22T12:00:00.000Z');
    expect(await purchaseRow(bought.id)).toMatchObject({ status: 'completed', completedAt: now });
    const [key, ...others] = await keysOf(bought.id);
    expect(others).toHaveLength(0);
    const plain = secrets.open(key?.sealedKey ?? '');
    expect(isWellFormedLicenseKey(plain)).toBe(true);
    expect(key).toMatchObject({ keyHash: hashLicenseKey(plain), last4: plain.slice(-4) });
    await expect.poll(() => keyMails.filter((job) => job.licenseKeyId === key?.id).length).toBe(1);
    // The queue holds ids only; the key stays in its sealed column.
    expect(JSON.stringify(keyMails)).not.toContain(plain);
  });

  it('fulfils a purchase whose first card was declined once the retry succeeds', async () => {
    const user = await buyer();
    const bought = await purchase(user.id, 'starter', '4.99');
    const declined = { type: 'payment_failed', reason: 'Your card was declined.' } as const;
    expect(await recordPaymentEvent(deps(), bought.id, declined)).toMatchObject({ to: 'failed' });
    expect((await purchaseRow(bought.id))?.metadata).toMatchObject({
      lastPaymentError: 'Your card was declined.',
    });
    expect(await recordPaymentEvent(deps(), bought.id, succeeded)).toMatchObject({
      to: 'completed',
    });
    expect(await keysOf(bought.id)).toHaveLength(1);
    expect((await userRow(user.id))?.plan).toBe('starter');
    // A late decline after the success changes nothing.
    expect(await recordPaymentEvent(deps(), bought.id, declined)).toBeNull();
    expect((await purchaseRow(bought.id))?.status).toBe('completed');
  });

  it('fulfils once however many times and however concurrently it is told', async () => {
    const user = await buyer();
    const bought = await purchase(user.id, 'starter', '4.99');
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => recordPaymentEvent(deps(), bought.id, succeeded)),
    );
    expect(outcomes.filter((outcome) => outcome?.effect === 'fulfil')).toHaveLength(1);
    const keys = await keysOf(bought.id);
    expect(keys).toHaveLength(1);
    await expect
      .poll(() => keyMails.filter((job) => job.licenseKeyId === keys[0]?.id).length)
      .toBe(1);
    await expect.poll(() => receipts.filter((job) => job.purchaseId === bought.id).length).toBe(1);
  });

  it('holds the key back when the address is not confirmed', async () => {
    const user = await buyer({ emailVerified: false });
    const bought = await purchase(user.id, 'premium', '19.99');
    await recordPaymentEvent(deps(), bought.id, succeeded);
    const [key] = await keysOf(bought.id);
    expect(key?.status).toBe('issued');
    const ledger = await database.db
      .select()
      .from(schema.emails)
      .where(eq(schema.emails.licenseKeyId, key?.id ?? ''));
    expect(ledger).toHaveLength(0);
  });

  it('refunds in full: the key is revoked, the plan falls back to what is still paid for, the buyer is told', async () => {
    const user = await buyer();
    const start = new Date('2026-11-01T00:00:00Z');
    const first = await purchase(user.id, 'starter', '4.99');
    await recordPaymentEvent(deps(), first.id, succeeded, start);
    const upgrade = await purchase(user.id, 'premium', '19.99');
    await recordPaymentEvent(deps(), upgrade.id, succeeded, new Date(start.getTime() + 2 * DAY));
    expect((await userRow(user.id))?.plan).toBe('premium');

    const refund = { type: 'refunded', totalRefundedCents: 1999 } as const;
    expect(await recordPaymentEvent(deps(), upgrade.id, refund)).toMatchObject({
      to: 'refunded',
      effect: 'revoke',
    });
    const [revoked] = await keysOf(upgrade.id);
    expect(revoked).toMatchObject({ status: 'revoked', revokedReason: 'refunded' });
    expect(await purchaseRow(upgrade.id)).toMatchObject({
      status: 'refunded',
      amountRefunded: '19.99',
    });
    const after = await userRow(user.id);
    expect(after?.plan).toBe('starter');
    expect(after?.planExpiresAt?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    await expect.poll(() => notices.filter((job) => job.purchaseId === upgrade.id).length).toBe(1);
    // The starter key is untouched.
    expect((await keysOf(first.id))[0]?.status).toBe('issued');
  });

  it('keeps stacked passes: refunding one of two 30-day passes leaves 30 days', async () => {
    const user = await buyer();
    const start = new Date('2026-10-01T00:00:00Z');
    const one = await purchase(user.id, 'starter', '4.99');
    const two = await purchase(user.id, 'starter', '4.99');
    await recordPaymentEvent(deps(), one.id, succeeded, start);
    await recordPaymentEvent(deps(), two.id, succeeded, new Date(start.getTime() + DAY));
    expect((await userRow(user.id))?.planExpiresAt?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    await recordPaymentEvent(deps(), one.id, { type: 'refunded', totalRefundedCents: 499 });
    expect((await userRow(user.id))?.planExpiresAt?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('records a partial refund and revokes nothing', async () => {
    const user = await buyer();
    const bought = await purchase(user.id, 'premium', '19.99');
    await recordPaymentEvent(deps(), bought.id, succeeded);
    await recordPaymentEvent(deps(), bought.id, { type: 'refunded', totalRefundedCents: 500 });
    expect(await purchaseRow(bought.id)).toMatchObject({
      status: 'completed',
      amountRefunded: '5.00',
    });
    expect((await keysOf(bought.id))[0]?.status).toBe('issued');
    expect((await userRow(user.id))?.plan).toBe('premium');
  });

  it('revokes on a dispute, and a server registered with the key loses that plan', async () => {
    const user = await buyer();
    const lower = await purchase(user.id, 'starter', '4.99');
    const higher = await purchase(user.id, 'premium', '19.99');
    await recordPaymentEvent(deps(), lower.id, succeeded);
    await recordPaymentEvent(deps(), higher.id, succeeded);
    const [lowerKey] = await keysOf(lower.id);
    const [higherKey] = await keysOf(higher.id);
    const guildId = `9${randomBytes(8).readBigUInt64BE() % 10n ** 17n}`;
    // Both keys were activated in one server; the registration carries the higher one.
    for (const key of [lowerKey, higherKey]) {
      await database.db
        .update(schema.licenseKeys)
        .set({ status: 'activated', serverId: guildId, activatedAt: new Date() })
        .where(eq(schema.licenseKeys.id, key?.id ?? ''));
    }
    await database.db.insert(schema.serverRegistrations).values({
      userId: user.id,
      serverId: guildId,
      serverName: 'Disputed',
      plan: 'premium',
      licenseKeyId: higherKey?.id,
    });
    await recordPaymentEvent(deps(), higher.id, { type: 'disputed' });
    expect((await keysOf(higher.id))[0]).toMatchObject({
      status: 'revoked',
      revokedReason: 'disputed',
    });
    const [registration] = await database.db
      .select()
      .from(schema.serverRegistrations)
      .where(eq(schema.serverRegistrations.serverId, guildId));
    expect(registration).toMatchObject({
      status: 'active',
      plan: 'starter',
      licenseKeyId: lowerKey?.id,
    });

    // Refunding the last key too leaves the server without an active plan.
    await recordPaymentEvent(deps(), lower.id, { type: 'refunded', totalRefundedCents: 499 });
    const [bare] = await database.db
      .select()
      .from(schema.serverRegistrations)
      .where(eq(schema.serverRegistrations.serverId, guildId));
    expect(bare?.status).toBe('inactive');
    expect((await userRow(user.id))?.plan).toBe('free');
  });

  it('never fulfils a canceled purchase', async () => {
    const user = await buyer();
    const bought = await purchase(user.id, 'premium', '19.99');
    await recordPaymentEvent(deps(), bought.id, { type: 'payment_canceled' });
    expect(await recordPaymentEvent(deps(), bought.id, succeeded)).toBeNull();
    expect(await keysOf(bought.id)).toHaveLength(0);
  });
});
