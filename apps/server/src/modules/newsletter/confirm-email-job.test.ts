import { randomBytes } from 'node:crypto';
import { type Database, eq, schema } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { type RunningMailCatcher, startMailCatcher } from '@guildsmith/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../jobs/index.ts';
import {
  jobsSettled,
  recordingLogger,
  TEST_POLLING_INTERVAL_SECONDS,
} from '../../jobs/test-support.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import {
  enqueueNewsletterConfirm,
  NEWSLETTER_CONFIRM_JOB,
  registerNewsletterConfirmJob,
} from './confirm-email-job.ts';
import { type NewsletterDeps, subscribe } from './newsletter.service.ts';
import { createConfirmToken, UnsubscribeTokens } from './newsletter-tokens.ts';

const { emails, newsletterSubscribers } = schema;
const RETRY_LIMIT = 3;

let database: Database;
let queue: JobQueue;
let catcher: RunningMailCatcher;
let mailer: Mailer;
let deps: NewsletterDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  catcher = await startMailCatcher({ maxMessageBytes: 1_000_000 });
  mailer = createMailer({ smtpUrl: catcher.url, from: 'Guildsmith <news@guildsmith.test>' });
  queue = await createJobQueue(database, {
    pollingIntervalSeconds: TEST_POLLING_INTERVAL_SECONDS,
    logger: recordingLogger(),
  });
  const secrets = new SecretBox(randomBytes(32));
  const unsubscribeTokens = new UnsubscribeTokens(randomBytes(32));
  deps = { db: database.db, queue, secrets, unsubscribeTokens };
  await registerNewsletterConfirmJob(
    queue,
    { db: database.db, mailer, secrets, unsubscribeTokens, publicUrl: 'http://localhost' },
    { retryLimit: RETRY_LIMIT, retryDelay: 1, retryBackoff: false },
  );
  await queue.start();
});

afterAll(async () => {
  await queue.stop();
  mailer.close();
  await catcher.close();
  await database.close();
});

const messagesTo = (address: string) =>
  catcher.store.list().filter((message) => message.to.includes(address));

async function ledger(address: string) {
  const [row] = await database.db.select().from(emails).where(eq(emails.to, address));
  return row;
}

describe('newsletter confirmation e-mail', () => {
  it('retries through an SMTP outage and delivers once when it is back', async () => {
    catcher.store.refuse(true);
    await subscribe(deps, 'outage@example.test');
    await expect
      .poll(async () => (await ledger('outage@example.test'))?.attempts ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await ledger('outage@example.test')).toMatchObject({
      status: 'queued',
      lastError: expect.stringMatching(/451|temporarily/i),
    });
    expect(messagesTo('outage@example.test')).toHaveLength(0);

    catcher.store.refuse(false);
    await expect.poll(() => messagesTo('outage@example.test').length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => (await ledger('outage@example.test'))?.status, { timeout: 5_000 })
      .toBe('sent');
    const emailId = (await ledger('outage@example.test'))?.id ?? '';
    expect(await jobsSettled(database.db, NEWSLETTER_CONFIRM_JOB, { emailId })).toEqual([
      'completed',
    ]);
    expect(messagesTo('outage@example.test')).toHaveLength(1);
  }, 30_000);

  it('records the e-mail as failed when the last attempt fails', async () => {
    catcher.store.refuse(true);
    try {
      await subscribe(deps, 'never@example.test');
      await expect
        .poll(async () => (await ledger('never@example.test'))?.status, { timeout: 20_000 })
        .toBe('failed');
      expect((await ledger('never@example.test'))?.attempts).toBe(RETRY_LIMIT + 1);
    } finally {
      catcher.store.refuse(false);
    }
  }, 30_000);

  it('does not send a link that a newer request replaced', async () => {
    await subscribe(deps, 'replaced@example.test');
    await expect
      .poll(() => messagesTo('replaced@example.test').length, { timeout: 10_000 })
      .toBe(1);
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'replaced@example.test'));
    await database.db.transaction((tx) =>
      enqueueNewsletterConfirm(tx, deps, {
        to: 'stale@example.test',
        subscriberId: row?.id ?? '',
        confirmToken: createConfirmToken(),
      }),
    );
    await expect
      .poll(async () => (await ledger('stale@example.test'))?.status, { timeout: 10_000 })
      .toBe('failed');
    expect((await ledger('stale@example.test'))?.lastError).toMatch(/no longer waiting/);
    expect(messagesTo('stale@example.test')).toHaveLength(0);
  });
});
