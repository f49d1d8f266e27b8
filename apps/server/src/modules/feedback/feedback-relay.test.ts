import { type Database, eq, schema } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue, type JobQueueLogger } from '../../jobs/index.ts';
import { jobStates, jobsSettled, TEST_POLLING_INTERVAL_SECONDS } from '../../jobs/test-support.ts';
import { postWebhookEmbeds, WebhookDeliveryError } from './discord-webhook.ts';
import { submitFeedback } from './feedback.service.ts';
import { FEEDBACK_RELAY_JOB, registerFeedbackRelayJob } from './feedback-relay-job.ts';
import { startWebhookRecorder, TEST_WEBHOOK_TOKEN, type WebhookRecorder } from './test-webhook.ts';

const RETRY_LIMIT = 2;

let database: Database;
let queue: JobQueue;
let recorder: WebhookRecorder;
const logged: string[] = [];

/** Keeps everything the queue logs, errors included, to search it for the webhook token. */
const capturingLogger: JobQueueLogger = {
  warn: (details, message) => logged.push(`${message} ${serialise(details)}`),
  error: (details, message) => logged.push(`${message} ${serialise(details)}`),
};

function serialise(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Error
      ? { name: inner.name, message: inner.message, stack: inner.stack, cause: inner.cause }
      : inner,
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  recorder = await startWebhookRecorder();
  queue = await createJobQueue(database, {
    pollingIntervalSeconds: TEST_POLLING_INTERVAL_SECONDS,
    logger: capturingLogger,
  });
  await registerFeedbackRelayJob(
    queue,
    { db: database.db, webhookUrl: recorder.url },
    { retryLimit: RETRY_LIMIT, retryDelay: 1, retryBackoff: false },
  );
  await queue.start();
});

afterAll(async () => {
  await queue.stop();
  await recorder.close();
  await database.close();
});

beforeEach(() => {
  recorder.reset();
});

const deps = () => ({ db: database.db, queue, relayEnabled: true });

async function row(id: string) {
  const [found] = await database.db
    .select()
    .from(schema.feedback)
    .where(eq(schema.feedback.id, id));
  return found;
}

const settles = (id: string) =>
  expect.poll(async () => (await row(id))?.relayStatus, { timeout: 15_000 });

describe('feedback relay', () => {
  it('posts the feedback embed the Discord way and records it as sent', async () => {
    const id = await submitFeedback(deps(), null, {
      category: 'bug',
      message: 'The preview shows @everyone in **bold**',
    });
    await settles(id).toBe('sent');
    const stored = await row(id);
    expect(recorder.received).toHaveLength(1);
    const [post] = recorder.received;
    expect(post?.query).toEqual({ wait: 'true' });
    expect(post?.contentType).toMatch(/^application\/json/);
    expect(post?.body).toEqual({
      embeds: [
        {
          title: 'New Feedback',
          description: 'The preview shows @everyone in **bold**',
          color: 0xed4245,
          fields: [
            { name: 'Category', value: 'Bug Report', inline: true },
            { name: 'User', value: 'Anonymous', inline: true },
            { name: 'Plan', value: 'Unknown', inline: true },
          ],
          timestamp: stored?.createdAt.toISOString(),
          footer: { text: `Guildsmith Feedback · #${id.slice(0, 8)}` },
        },
      ],
      allowed_mentions: { parse: [] },
    });
  });

  it('waits out a 429 and a 5xx, then delivers once', async () => {
    recorder.answer(
      {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: 0.3, global: false },
      },
      { status: 502, body: { message: 'Bad Gateway' } },
    );
    const id = await submitFeedback(deps(), null, { category: 'praise', message: 'Love it' });
    await settles(id).toBe('sent');
    expect(recorder.received).toHaveLength(3);
    expect(
      logged.some((line) => line.includes('Discord webhook rate limited (retry after 0.3 s)')),
    ).toBe(true);
  }, 20_000);

  it('gives up at once when Discord refuses the post, and records the failure', async () => {
    recorder.answer({ status: 404, body: { message: 'Unknown Webhook', code: 10015 } });
    const id = await submitFeedback(deps(), null, { category: 'feature', message: 'Dark mode' });
    await settles(id).toBe('failed');
    // The job has ended for good (dead-lettered, no retry left): one post is all there was.
    expect(await jobsSettled(database.db, FEEDBACK_RELAY_JOB, { feedbackId: id })).toEqual([
      'failed',
    ]);
    expect(recorder.received).toHaveLength(1);
    const dead = await queue.deadLetters(FEEDBACK_RELAY_JOB);
    expect(
      dead.find((job) => (job.data as { feedbackId: string }).feedbackId === id),
    ).toMatchObject({
      output: expect.objectContaining({
        message: 'Discord webhook refused the post with 404: Unknown Webhook (code 10015)',
      }),
    });
  });

  it('records the failure after the last retry of an outage', async () => {
    recorder.answer(...Array.from({ length: RETRY_LIMIT + 1 }, () => ({ status: 500 })));
    const id = await submitFeedback(deps(), null, {
      category: 'suggestion',
      message: 'More styles',
    });
    await settles(id).toBe('failed');
    expect(recorder.received).toHaveLength(RETRY_LIMIT + 1);
  }, 20_000);

  it('never writes the webhook URL into logs or job records', async () => {
    recorder.answer(
      { status: 503 },
      { status: 400, body: { message: 'Invalid Form Body', code: 50035 } },
    );
    const id = await submitFeedback(deps(), null, { category: 'bug', message: 'Leaky?' });
    await settles(id).toBe('failed');
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged.join('\n')).not.toContain(TEST_WEBHOOK_TOKEN);
    const dead = await queue.deadLetters(FEEDBACK_RELAY_JOB);
    expect(JSON.stringify(dead)).not.toContain(TEST_WEBHOOK_TOKEN);

    const unreachable = `http://127.0.0.1:9/api/webhooks/1/${TEST_WEBHOOK_TOKEN}`;
    const failure = await postWebhookEmbeds(unreachable, []).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WebhookDeliveryError);
    expect(serialise(failure)).not.toContain(TEST_WEBHOOK_TOKEN);
    expect((failure as WebhookDeliveryError).retryable).toBe(true);
  });

  it('stores feedback without a relay job when no webhook is configured', async () => {
    const id = await submitFeedback({ ...deps(), relayEnabled: false }, null, {
      category: 'bug',
      message: 'Nobody hears me',
    });
    // The relay job is enqueued with the feedback or not at all: there is none.
    expect(await jobStates(database.db, FEEDBACK_RELAY_JOB, { feedbackId: id })).toEqual([]);
    expect(await row(id)).toMatchObject({ relayStatus: 'pending', message: 'Nobody hears me' });
    expect(recorder.received).toHaveLength(0);
  });
});
