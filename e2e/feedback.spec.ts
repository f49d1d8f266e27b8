import { expect, test } from '@playwright/test';

interface Webhook {
  id: string;
  name: string;
}

interface WebhookMessage {
  embeds: { title: string; description: string; fields: { name: string; value: string }[] }[];
}

test('feedback sent signed out reaches the team webhook as Anonymous / Unknown', async ({
  page,
}) => {
  const text = `The gallery needs a book club style (${Date.now()})`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  const send = dialog.getByRole('button', { name: 'Send feedback' });

  await expect(send).toBeDisabled();
  await expect(dialog.getByText('Please select a category and enter your message.')).toBeVisible();
  await dialog.getByLabel('Category').selectOption({ label: 'Feature Request' });
  await dialog.getByLabel('Message').fill('   ');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Message').fill(text);
  await expect(send).toBeEnabled();
  await send.click();

  // Radix also copies a toast into a screen-reader announcement for a moment.
  await expect(page.getByText('Thank you for your feedback!').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeFocused();

  const webhooks = (await (
    await page.request.get('/sandbox/discord/control/webhooks')
  ).json()) as Webhook[];
  const relay = webhooks.find((webhook) => webhook.name === 'Guildsmith Feedback');
  expect(relay).toBeDefined();
  let fields: Record<string, string> = {};
  await expect
    .poll(
      async () => {
        const messages = (await (
          await page.request.get(`/sandbox/discord/control/webhooks/${relay?.id}/messages`)
        ).json()) as WebhookMessage[];
        const embed = messages
          .flatMap((message) => message.embeds)
          .find((e) => e.description === text);
        fields = Object.fromEntries(
          (embed?.fields ?? []).map((field) => [field.name, field.value]),
        );
        return embed?.title ?? null;
      },
      { timeout: 15_000 },
    )
    .toBe('New Feedback');
  expect(fields).toEqual({ Category: 'Feature Request', User: 'Anonymous', Plan: 'Unknown' });
});
