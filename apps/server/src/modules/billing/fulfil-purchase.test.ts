import { randomBytes } from 'node:crypto';
import { isWellFormedLicenseKey } from '@guildsmith/core';
import type { Database } from '@guildsmith/db';
import { eq, schema } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../jobs/index.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { hashLicenseKey } from '../licenses/license-keys.ts';
import { LICENSE_EMAIL_JOB, type LicenseEmailJob } from '../mail/license-email-job.ts';
import { fulfilPurchase } from './fulfil-purchase.ts';

let database: Database;
let queue: JobQueue;
const secrets = new SecretBox(randomBytes(32));
const sentJobs: LicenseEmailJob[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await createJobQueue(database, { pollingIntervalSeconds: 0.5 });
  await queue.register<LicenseEmailJob>(LICENSE_EMAIL_JOB, async (job) => {
    sentJobs.push(job.data);
  });
  await queue.start();
});

afterAll(async () => {
  await queue.stop();
  await database.close();
});

async function buyer(plan: 'free' | 'starter' = 'free', planExpiresAt: Date | null = null) {
  const [user] = await database.db
    .insert(schema.users)
    .values({
      discordId: randomBytes(6).toString('hex'),
      username: 'buyer',
      email: 'buyer@example.test',
      plan,
      planExpiresAt,
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

async function pendingPurchase(
  userId: string,
  plan: 'premium' | 'starter' | 'lifetime',
  amount: string,
) {
  const [purchase] = await database.db
    .insert(schema.purchases)
    .values({ userId, plan, amount })
    .returning();
  if (!purchase) throw new Error('no purchase');
  return purchase;
}

const deps = () => ({ db: database.db, queue, secrets });

describe('fulfilPurchase', () => {
  it('completes the purchase, upgrades the plan for 30 days, issues one hashed key and one e-mail job', async () => {
    const user = await buyer();
    const purchase = await pendingPurchase(user.id, 'premium', '19.99');
    const now = new Date('2026-11-22T12:00:00Z');
    expect(await fulfilPurchase(deps(), purchase.id, now)).toBe('fulfilled');

    const [updated] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, user.id));
    expect(updated).toMatchObject({ plan: 'premium', paymentStatus: 'active' });
    expect(updated?.planExpiresAt?.toISOString()).toBe('2026-12-22T12:00:00.000Z');
    const [completed] = await database.db
      .select()
      .from(schema.purchases)
      .where(eq(schema.purchases.id, purchase.id));
    expect(completed?.status).toBe('completed');

    const keys = await database.db
      .select()
      .from(schema.licenseKeys)
      .where(eq(schema.licenseKeys.purchaseId, purchase.id));
    expect(keys).toHaveLength(1);
    await expect
      .poll(() => sentJobs.filter((job) => job.licenseKeyId === keys[0]?.id).length)
      .toBe(1);
    const job = sentJobs.find((sent) => sent.licenseKeyId === keys[0]?.id);
    const key = secrets.open(job?.sealedKey ?? '');
    expect(isWellFormedLicenseKey(key)).toBe(true);
    expect(keys[0]).toMatchObject({
      keyHash: hashLicenseKey(key),
      last4: key.slice(-4),
      plan: 'premium',
      status: 'issued',
    });
    expect(JSON.stringify(job)).not.toContain(key);
  });

  it('fulfils once however many times and however concurrently it is triggered', async () => {
    const user = await buyer();
    const purchase = await pendingPurchase(user.id, 'starter', '4.99');
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => fulfilPurchase(deps(), purchase.id)),
    );
    expect(outcomes.filter((outcome) => outcome === 'fulfilled')).toHaveLength(1);
    const keys = await database.db
      .select()
      .from(schema.licenseKeys)
      .where(eq(schema.licenseKeys.purchaseId, purchase.id));
    expect(keys).toHaveLength(1);
    await expect
      .poll(() => sentJobs.filter((job) => job.licenseKeyId === keys[0]?.id).length)
      .toBe(1);
    expect(await fulfilPurchase(deps(), purchase.id)).toBe('already-handled');
  });

  it('extends the same plan from its current expiry and makes lifetime permanent', async () => {
    const expiry = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    const user = await buyer('starter', expiry);
    await fulfilPurchase(deps(), (await pendingPurchase(user.id, 'starter', '4.99')).id);
    const [extended] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, user.id));
    expect(extended?.planExpiresAt?.getTime()).toBe(expiry.getTime() + 30 * 24 * 3600 * 1000);

    await fulfilPurchase(deps(), (await pendingPurchase(user.id, 'lifetime', '59.99')).id);
    const [lifetime] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, user.id));
    expect(lifetime).toMatchObject({ plan: 'lifetime', planExpiresAt: null });
  });

  it('leaves a failed purchase alone', async () => {
    const user = await buyer();
    const purchase = await pendingPurchase(user.id, 'premium', '19.99');
    await database.db
      .update(schema.purchases)
      .set({ status: 'failed' })
      .where(eq(schema.purchases.id, purchase.id));
    expect(await fulfilPurchase(deps(), purchase.id)).toBe('already-handled');
    const keys = await database.db
      .select()
      .from(schema.licenseKeys)
      .where(eq(schema.licenseKeys.purchaseId, purchase.id));
    expect(keys).toHaveLength(0);
  });
});
