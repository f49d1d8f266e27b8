import { expect, type Page, test } from '@playwright/test';
import { keyMailedTo, keyMails, mailTo, signInAsNewAccount } from './journey-helpers.ts';

/**
 * The demo a newcomer walks through: a free key, a server made in the
 * Discord sandbox's own "Create a server" form, a build and its undo; the
 * same with the bot invited through the product's link; and the sandbox and
 * mailbox on a phone.
 */

const messageList = (page: Page) => page.getByRole('list', { name: 'Messages' });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A fresh name for this run, so a repeated run meets no account or server of the last one. */
function fresh(label: string) {
  return `${label}.${test.info().repeatEachIndex}${Date.now().toString(36)}`;
}

async function send(page: Page, text: string) {
  const box = page.getByLabel('Message or slash command');
  await box.fill(text);
  await box.press('Enter');
}

/** Signs in as a new Discord account and claims the free plan's key from the demo mailbox. */
async function claimFreeKey(page: Page, username: string): Promise<string> {
  await signInAsNewAccount(page, username, '/checkout?plan=free');
  await page.getByRole('button', { name: 'Send my free license key' }).click();
  return keyMailedTo(page, username);
}

/** Fills the sandbox's "Create a server" form for `owner` and sends it; the server opens. */
async function createServerInSandbox(page: Page, name: string, owner: string, withBot: boolean) {
  await page.goto('/sandbox/discord');
  await page.getByRole('button', { name: 'Create a server' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a server' });
  // Nothing typed yet: the form says so next to the field, and stays open.
  await dialog.getByRole('button', { name: 'Create server' }).click();
  await expect(dialog.getByRole('alert').first()).toHaveText('Give the server a name.');
  await expect(dialog.getByLabel('Server name')).toBeFocused();
  await dialog.getByLabel('Server name').fill(name);
  // The form offers the newest account without a server, but journeys running
  // side by side sign in newer ones, so the owner is picked by name here.
  await dialog.getByLabel('Owner').selectOption({ label: owner });
  const bot = dialog.getByLabel('Add the Guildsmith bot now');
  await expect(bot).toBeChecked();
  if (!withBot) await bot.uncheck();
  await dialog.getByRole('button', { name: 'Create server' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Acting as').locator('option:checked')).toHaveText(owner);
}

/** /activate with the free key: the bot asks for a category and one of its styles, then step 1. */
async function startBuild(page: Page, key: string) {
  await send(page, `/activate key:${key}`);
  const messages = messageList(page);
  await expect(messages.getByText('Key activated', { exact: false }).last()).toBeVisible({
    timeout: 20_000,
  });
  await messages
    .getByRole('combobox', { name: 'Choose a category' })
    .last()
    .selectOption({ index: 1 });
  await messages
    .getByRole('combobox', { name: 'Choose a style' })
    .last()
    .selectOption({ index: 1 });
  await expect(messages.getByText(/Step 1 of \d+/).last()).toBeVisible({ timeout: 20_000 });
}

test('a newcomer finishes the whole demo', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const owner = fresh('demo.newcomer');
  const server = `Demo ${owner.split('.').at(-1)}`;
  const key = await claimFreeKey(page, owner);

  await createServerInSandbox(page, server, owner, true);
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByText('Guildsmith (bot)')).toBeVisible();

  // Anyone in the server can be played: a newcomer joins, then the owner takes over again.
  await page.getByRole('button', { name: 'Join as a new member' }).click();
  const picker = page.getByLabel('Acting as');
  await expect(page.getByText(/^newcomer-\d+ joined .*; you act as them now\.$/)).toBeVisible();
  const choices = await picker.locator('option').allTextContents();
  expect(choices).toHaveLength(2);
  expect(choices[0]).toBe(owner);
  expect(choices[1]).toMatch(/^newcomer-\d+$/);
  await expect(picker.locator('option:checked')).toHaveText(choices[1] ?? '');
  await picker.selectOption({ label: owner });
  await expect(picker.locator('option:checked')).toHaveText(owner);

  await startBuild(page, key);
  const messages = messageList(page);
  await messages.getByRole('button', { name: 'Use defaults for the rest' }).last().click();
  await messages.getByRole('button', { name: 'Build' }).last().click({ timeout: 20_000 });
  await expect(messages.getByText('is built', { exact: false }).last()).toBeVisible({
    timeout: 150_000,
  });

  await send(page, '/undo');
  await messages.getByRole('button', { name: 'Undo the build' }).last().click();
  await expect(messages.getByText('Undo finished', { exact: false }).last()).toBeVisible({
    timeout: 120_000,
  });
});

test('a server made without the bot gets it through the invite link on the dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const owner = fresh('demo.inviter');
  const server = `Invite ${owner.split('.').at(-1)}`;
  const key = await claimFreeKey(page, owner);

  await createServerInSandbox(page, server, owner, false);
  await expect(page.getByText(`${server} is ready; you act as its owner.`)).toBeVisible();
  const members = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(members).toHaveCount(1);
  await expect(members).toContainText(owner);
  // As in Discord, the app's commands do nothing where the app was not added.
  await send(page, `/activate key:${key}`);
  await expect(
    page.getByText(`Guildsmith is not in ${server} yet; add it with its invite link first`),
  ).toBeVisible();

  await page.goto('/dashboard');
  const invite = await page.getByRole('link', { name: 'Invite Bot' }).first().getAttribute('href');
  expect(invite).toContain('/sandbox/discord/oauth2/authorize?');
  await page.goto(invite ?? '');
  await page.getByRole('radio', { name: new RegExp(`^${escaped(owner)} `) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Add to server').selectOption({ label: server });
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Guildsmith was added to ${server}` }),
  ).toBeVisible();

  await page.goto('/sandbox/discord');
  await page.getByRole('button', { name: server, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: server })).toBeVisible();
  await page.getByLabel('Acting as').selectOption({ label: owner });
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('Guildsmith (bot)');
  await startBuild(page, key);
});

test('the sandbox and the mailbox fit a phone at 390 × 844', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // A key e-mail of their own, for the mailbox to show.
  const owner = fresh('demo.phone');
  await claimFreeKey(page, owner);
  const fitsWidth = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );

  await page.goto('/sandbox/discord');
  const composer = page.getByLabel('Message or slash command');
  await expect(composer).toBeInViewport();
  expect(await fitsWidth()).toBe(true);

  // The servers and channels open as a drawer; picking a channel closes it.
  const channelsToggle = page.getByRole('button', { name: 'Channels', exact: true });
  await channelsToggle.click();
  await expect(channelsToggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Pixel Raiders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pixel Raiders' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Channels' })
    .getByRole('button', { name: /^general, / })
    .click();
  await expect(channelsToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeHidden();
  await expect(composer).toBeInViewport();
  expect(await fitsWidth()).toBe(true);

  // The member list opens from the other side and closes with Escape.
  const membersToggle = page.getByRole('button', { name: 'Members', exact: true });
  await membersToggle.click();
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('Lars');
  expect(await fitsWidth()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Members' })).toBeHidden();
  await expect(membersToggle).toBeFocused();

  await page.goto('/sandbox/mail');
  await expect(page.getByRole('heading', { level: 1, name: /^Mailbox/ })).toBeVisible();
  expect(await fitsWidth()).toBe(true);
  const [mail] = keyMails(await mailTo(page, owner));
  await page.getByRole('link', { name: mail?.subject }).first().click();
  await expect(page.getByRole('heading', { name: 'Links in this message' })).toBeVisible();
  expect(await fitsWidth()).toBe(true);
});
