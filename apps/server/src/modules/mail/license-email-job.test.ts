import { randomBytes } from 'node:crypto';
import { isWellFormedLicenseKey } from '@guildsmith/core';
import { type Database, eq, schema } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { type RunningMailCatcher, startMailCatcher } from '@guildsmith/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../jobs/index.ts';
import { jobsSettled } from '../../jobs/test-support.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { recordPaymentEvent } from '../billing/apply-payment-event.ts';
import { hashLicenseKey } from '../licenses/license-keys.ts';
import { registerBillingNoticeJob } from './billing-notice-job.ts';
import { LICENSE_EMAIL_JOB, registerLicenseEmailJob } from './license-email-job.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { registerReceiptEmailJob } from './receipt-job.ts';

let database: Database;
let queue: JobQueue;
let catcher: RunningMailCatcher;
let mailer: Mailer;
const secrets = new SecretBox(randomBytes(32));

beforeAll(async () => {
  database = await createTestDatabase();
  catcher = await startMailCatcher({ maxMessageBytes: 1_000_000 });
  mailer = createMailer({ smtpUrl: catcher.url, from: 'Guildsmith <no-reply@guildsmith.test>' });
  queue = await createJobQueue(database, { pollingIntervalSeconds: 0.5 });
  await registerLicenseEmailJob(
    queue,
    {
      db: database.db,
      mailer,
      secrets,
      botInviteUrl: 'http://localhost/invite',
      publicUrl: 'http://localhost',
    },
    { retryLimit: 5, retryDelay: 1, retryBackoff: false },
  );
  await registerBillingNoticeJob(queue, { db: database.db, mailer, publicUrl: 'http://localhost' });
  await registerReceiptEmailJob(queue, {
    db: database.db,
    mailer,
    shop: { seller: { name: 'Seller', address: 'Street 1' }, supportEmail: 'help@example.test' },
    publicUrl: 'http://localhost',
  });
  await queue.start();
});

afterAll(async () => {
  await queue.stop();
  mailer.close();
  await catcher.close();
  await database.close();
});

async function paidPurchase(email: string) {
  const [user] = await database.db
    .insert(schema.users)
    .values({
      discordId: randomBytes(6).toString('hex'),
      username: 'mail.buyer',
      email,
      emailVerified: true,
    })
    .returning();
  if (!user) throw new Error('no user');
  const [purchase] = await database.db
    .insert(schema.purchases)
    .values({ userId: user.id, plan: 'premium', amount: '19.99' })
    .returning();
  if (!purchase) throw new Error('no purchase');
  return purchase;
}

/** The key and billing e-mails; each paid purchase also sends its receipt. */
const messagesTo = (address: string) =>
  catcher.store
    .list()
    .filter((message) => message.to.includes(address) && !/receipt/.test(message.subject));

async function emailFor(purchaseId: string) {
  const [key] = await database.db
    .select()
    .from(schema.licenseKeys)
    .where(eq(schema.licenseKeys.purchaseId, purchaseId));
  const [email] = await database.db
    .select()
    .from(schema.emails)
    .where(eq(schema.emails.licenseKeyId, key?.id ?? ''));
  return { key, email };
}

describe('license e-mail', () => {
  it('delivers the key in HTML and text, and records the sending', async () => {
    const purchase = await paidPurchase('first@example.test');
    await recordPaymentEvent({ db: database.db, queue, secrets }, purchase.id, {
      type: 'payment_succeeded',
    });
    await expect.poll(() => messagesTo('first@example.test').length, { timeout: 10_000 }).toBe(1);
    const [message] = messagesTo('first@example.test');
    const key = /TPL(?:-[0-9A-Z]{5}){4}/.exec(message?.text ?? '')?.[0] ?? '';
    expect(isWellFormedLicenseKey(key)).toBe(true);
    expect(message?.html).toContain(key);
    expect(message?.subject).toBe('Your Guildsmith Premium license key');
    const { key: stored, email } = await emailFor(purchase.id);
    expect(stored?.keyHash).toBe(hashLicenseKey(key));
    expect(email).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('retries through an SMTP outage and delivers the key exactly once when it is back', async () => {
    catcher.store.refuse(true);
    const purchase = await paidPurchase('outage@example.test');
    await recordPaymentEvent({ db: database.db, queue, secrets }, purchase.id, {
      type: 'payment_succeeded',
    });
    await expect
      .poll(async () => (await emailFor(purchase.id)).email?.attempts ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    const during = (await emailFor(purchase.id)).email;
    expect(during?.status).toBe('queued');
    expect(during?.lastError).toMatch(/451|temporarily/i);
    expect(messagesTo('outage@example.test')).toHaveLength(0);

    catcher.store.refuse(false);
    await expect.poll(() => messagesTo('outage@example.test').length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => (await emailFor(purchase.id)).email?.status, { timeout: 5_000 })
      .toBe('sent');
    // Every attempt of its job has finished: whatever ran, one message went out.
    const emailId = (await emailFor(purchase.id)).email?.id ?? '';
    expect(await jobsSettled(database.db, LICENSE_EMAIL_JOB, { emailId })).toEqual(['completed']);
    expect(messagesTo('outage@example.test')).toHaveLength(1);
  }, 30_000);

  it('does not mail a key revoked before its e-mail went out', async () => {
    catcher.store.refuse(true);
    const purchase = await paidPurchase('revoked@example.test');
    const deps = { db: database.db, queue, secrets };
    await recordPaymentEvent(deps, purchase.id, { type: 'payment_succeeded' });
    // The first attempt has failed (not merely started) before the refund arrives.
    await expect
      .poll(async () => (await emailFor(purchase.id)).email?.lastError ?? null, {
        timeout: 10_000,
      })
      .toMatch(/451/);
    await recordPaymentEvent(deps, purchase.id, { type: 'refunded', totalRefundedCents: 1999 });
    catcher.store.refuse(false);
    await expect
      .poll(async () => (await emailFor(purchase.id)).email?.status, { timeout: 10_000 })
      .toBe('failed');
    expect((await emailFor(purchase.id)).email?.lastError).toMatch(/revoked/);
    // The buyer hears about the refund instead.
    await expect
      .poll(() => messagesTo('revoked@example.test').map((message) => message.subject), {
        timeout: 10_000,
      })
      .toEqual(['Your Guildsmith Premium purchase was refunded']);
    expect(messagesTo('revoked@example.test')[0]?.text).not.toMatch(/TPL-/);
  }, 30_000);
});
