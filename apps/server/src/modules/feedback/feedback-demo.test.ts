import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testConfig } from '../../test/test-config.ts';

let harness: TestApp;

beforeAll(async () => {
  // The relay posts to the emulator over HTTP on our own origin, as in demo mode.
  harness = await createTestApp({ listen: true });
  await harness.queue.start();
});

afterAll(async () => {
  await harness.close();
});

const control = async (url: string) =>
  (await harness.app.inject({ method: 'GET', url: `/sandbox/discord/control${url}` })).json();

interface EmulatedMessage {
  embeds: { title: string; description: string; fields: { name: string; value: string }[] }[];
}

describe('feedback in demo mode', () => {
  it("reaches the Discord emulator's seeded webhook from a signed-out visitor", async () => {
    const webhooks: { id: string; url: string }[] = await control('/webhooks');
    const target = webhooks.find((webhook) => webhook.url === harness.config.feedbackWebhookUrl);
    expect(target).toBeDefined();

    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { category: 'suggestion', message: 'A style for book clubs, please' },
    });
    expect(response.statusCode).toBe(202);
    const { id } = response.json();

    await expect
      .poll(
        async () => {
          const [row] = await harness.database.db
            .select({ relayStatus: schema.feedback.relayStatus })
            .from(schema.feedback)
            .where(eq(schema.feedback.id, id));
          return row?.relayStatus;
        },
        { timeout: 15_000 },
      )
      .toBe('sent');
    const messages: EmulatedMessage[] = await control(`/webhooks/${target?.id}/messages`);
    const [embed] = messages.at(-1)?.embeds ?? [];
    expect(embed).toMatchObject({
      title: 'New Feedback',
      description: 'A style for book clubs, please',
    });
    expect(embed?.fields).toEqual([
      expect.objectContaining({ name: 'Category', value: 'General Suggestion' }),
      expect.objectContaining({ name: 'User', value: 'Anonymous' }),
      expect.objectContaining({ name: 'Plan', value: 'Unknown' }),
    ]);
  }, 30_000);

  it('prefers a configured webhook to the emulator', () => {
    const url = 'https://discord.com/api/webhooks/123/abc';
    expect(testConfig({ FEEDBACK_WEBHOOK_URL: url }).feedbackWebhookUrl).toBe(url);
    expect(harness.config.feedbackWebhookUrl).toMatch(
      new RegExp(`^${harness.url}/sandbox/discord/api/webhooks/\\d+/`),
    );
  });
});
