import { expect, type Page, test } from '@playwright/test';
import {
  createSandboxGuild,
  KEY_PATTERN,
  keyMails,
  mailTo,
  signInAsNewAccount,
} from './journey-helpers.ts';

/** Issue 21's gallery, dashboard and avatar defects, one journey per numbered bug. */

async function sendCommand(page: Page, command: string) {
  const box = page.getByLabel('Slash command');
  await box.fill(command);
  await box.press('Enter');
}

/** A new account's free key, claimed on the dashboard and read from the demo mailbox. */
async function claimFreeKey(page: Page, username: string) {
  await signInAsNewAccount(page, username, '/dashboard');
  const keys = page.getByRole('region', { name: 'Your license keys' });
  await keys.getByRole('button', { name: 'Get your free license key' }).click();
  let key = '';
  await expect
    .poll(
      async () => {
        const [mail] = keyMails(await mailTo(page, username));
        key = KEY_PATTERN.exec(mail?.text ?? '')?.[0] ?? '';
        return key;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return key;
}

/** In the Discord sandbox, acting as `username` in `server`: activate, take the defaults, build. */
async function activateAndBuild(page: Page, server: string, username: string, key: string) {
  await page.goto('/sandbox/discord');
  await page.getByRole('button', { name: server }).click();
  await page.getByLabel('Acting as').selectOption({ label: username });
  await sendCommand(page, `/activate key:${key} style:community-starter`);
  const messages = page.getByRole('list', { name: 'Messages' });
  await messages.getByRole('button', { name: 'Use defaults for the rest' }).last().click({
    timeout: 20_000,
  });
  await messages.getByRole('button', { name: 'Build' }).last().click({ timeout: 20_000 });
  await expect(messages.getByText('is built', { exact: false }).last()).toBeVisible({
    timeout: 120_000,
  });
  return messages;
}

test('bug 6: after /undo the dashboard says the server was undone and that /setup rebuilds it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const username = `undo.dash.${Date.now()}`;
  const server = 'Undone Dashboard Server';
  const key = await claimFreeKey(page, username);
  await createSandboxGuild(page, server, username);
  const messages = await activateAndBuild(page, server, username, key);
  await sendCommand(page, '/undo');
  await messages.getByRole('button', { name: 'Undo the build' }).last().click();
  await expect(messages.getByText('Undo finished', { exact: false }).last()).toBeVisible({
    timeout: 120_000,
  });

  await page.goto('/dashboard');
  const activity = page.getByRole('region', { name: 'Your activity' });
  await expect(
    activity.getByText(`The build in ${server} was undone on`, { exact: false }),
  ).toBeVisible();
  await expect(
    activity.getByText(
      'Your key still registers that server: type /setup there and the bot builds it again.',
    ),
  ).toBeVisible();
  await expect(activity.getByText('Nothing built yet', { exact: false })).toHaveCount(0);
  await expect(activity.getByText('Get a license key', { exact: false })).toHaveCount(0);
});
