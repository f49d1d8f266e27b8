import { expect, type Page, test } from '@playwright/test';
import { KEY_PATTERN } from './journey-helpers.ts';

interface GuildView {
  roles: { id: string; name: string }[];
  channels: { id: string; name: string }[];
}

async function guildView(page: Page, guildId: string): Promise<GuildView> {
  const response = await page.request.get(`/sandbox/discord/control/guilds/${guildId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as GuildView;
}

const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();

async function sendCommand(page: Page, command: string) {
  const box = page.getByLabel('Slash command');
  await box.fill(command);
  await box.press('Enter');
}

test('buy, read the key, /activate in the sandbox, skip the questions, build, watch it appear, /undo back to exactly what was there', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 900 });

  // Buy premium as a new Discord account.
  await page.goto('/login?returnTo=%2Fcheckout%3Fplan%3Dpremium');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await page.getByLabel('Or a new account').fill('server.owner');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=premium$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
  // The dialog keeps focus until it has closed, so typing before then goes nowhere.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/purchase-success\?plan=premium$/);

  // The key, from the demo mailbox.
  let key = '';
  await expect
    .poll(
      async () => {
        const messages = (await (await page.request.get('/sandbox/mail/api/messages')).json()) as {
          to: string[];
          text: string;
        }[];
        // The purchase also e-mails a receipt: the key is in the other message.
        const mail = messages.find(
          (message) =>
            message.to.some((to) => to.includes('server.owner')) && KEY_PATTERN.test(message.text),
        );
        key = KEY_PATTERN.exec(mail?.text ?? '')?.[0] ?? '';
        return key;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');

  // A fresh server of this account, with the bot in it.
  const users = (await (await page.request.get('/sandbox/discord/control/users')).json()) as {
    id: string;
    username: string;
  }[];
  const owner = users.find((user) => user.username === 'server.owner');
  expect(owner).toBeDefined();
  const created = await page.request.post('/sandbox/discord/control/guilds', {
    data: { name: 'Owner Build Test', ownerId: owner?.id },
  });
  expect(created.ok()).toBe(true);
  const guildId = ((await created.json()) as { id: string }).id;
  const before = await guildView(page, guildId);

  await page.goto('/sandbox/discord');
  await page.getByRole('button', { name: 'Owner Build Test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Owner Build Test' })).toBeVisible();
  await page.getByLabel('Acting as').selectOption({ label: 'server.owner' });

  await sendCommand(page, `/activate key:${key} style:community-starter`);
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Key activated', { exact: false }).last()).toBeVisible({
    timeout: 20_000,
  });
  await expect(messages.getByText(/Step 1 of \d+/).last()).toBeVisible();
  await messages.getByRole('button', { name: 'Use defaults for the rest' }).last().click();

  // The dry run says what will be created and that nothing existing changes; then Build.
  await expect(messages.getByRole('button', { name: 'Build' }).last()).toBeVisible({
    timeout: 20_000,
  });
  await messages.getByRole('button', { name: 'Build' }).last().click();

  // Channels appear in the sidebar while the bot builds.
  const channels = page.getByRole('navigation', { name: 'Channels' }).getByRole('listitem');
  await expect.poll(async () => channels.count(), { timeout: 60_000 }).toBeGreaterThan(5);
  await expect(messages.getByText('is built', { exact: false }).last()).toBeVisible({
    timeout: 120_000,
  });
  const built = await guildView(page, guildId);
  expect(built.channels.length).toBeGreaterThan(before.channels.length + 5);

  // /undo removes exactly what the build made.
  await sendCommand(page, '/undo');
  await messages.getByRole('button', { name: 'Undo the build' }).last().click();
  await expect(messages.getByText('Undo finished', { exact: false }).last()).toBeVisible({
    timeout: 120_000,
  });
  const after = await guildView(page, guildId);
  expect(ids(after.channels)).toEqual(ids(before.channels));
  expect(ids(after.roles)).toEqual(ids(before.roles));
  await expect.poll(async () => channels.count()).toBe(before.channels.length);
});
