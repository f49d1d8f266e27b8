import { expect, type Page, test } from '@playwright/test';
import { buyKeyAsNewAccount, createSandboxGuild } from './journey-helpers.ts';

/** The bot's fixes from the buyer's walk-through (issue 21), each played in the Discord sandbox. */

const STYLE = 'community-starter';

const channelList = (page: Page) => page.getByRole('navigation', { name: 'Channels' });
const messageList = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function send(page: Page, text: string) {
  const box = page.getByLabel('Message or slash command');
  await box.fill(text);
  await box.press('Enter');
}

async function openChannel(page: Page, name: string) {
  const button = channelList(page).getByRole('button', { name: new RegExp(`^${name}, `) });
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'page');
}

/** A new account with a Premium key and a fresh server of theirs, open in the sandbox as its owner. */
async function ownerInSandbox(page: Page, label: string) {
  const run = `${test.info().repeatEachIndex}${Date.now().toString(36)}`;
  const owner = `${label}.${run}`;
  const server = `${label} ${run}`;
  const key = await buyKeyAsNewAccount(page, 'premium', owner);
  const guildId = await createSandboxGuild(page, server, owner);
  await page.goto('/sandbox/discord');
  await page.getByRole('button', { name: server }).click();
  await expect(page.getByRole('heading', { level: 1, name: server })).toBeVisible();
  await page.getByLabel('Acting as').selectOption({ label: owner });
  return { owner, server, key, guildId };
}

/** /activate with the style, every default, Build; answers the build report's text. */
async function build(page: Page, key: string): Promise<string> {
  await send(page, `/activate key:${key} style:${STYLE}`);
  const messages = messageList(page);
  await expect(messages.getByText(/Step 1 of \d+/).last()).toBeVisible({ timeout: 20_000 });
  await messages.getByRole('button', { name: 'Use defaults for the rest' }).last().click();
  await messages.getByRole('button', { name: 'Build' }).last().click({ timeout: 20_000 });
  const report = messages.getByText('is built', { exact: false }).last();
  await expect(report).toBeVisible({ timeout: 150_000 });
  return (await report.innerText()).trim();
}

/** Moves on page by page (keeping every answer) until `target` shows. */
async function walkUntil(page: Page, target: ReturnType<Page['getByText']>) {
  const messages = messageList(page);
  for (let step = 0; step < 20 && !(await target.last().isVisible()); step++) {
    const before = await messages
      .getByText(/Step \d+ of \d+/)
      .last()
      .innerText();
    await messages
      .getByRole('button', { name: /^(Continue|Keep default)$/ })
      .last()
      .click();
    await expect(messages.getByText(/Step \d+ of \d+/).last()).not.toHaveText(before);
  }
  await expect(target.last()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1400, height: 900 });
});

test('bug 5: /undo run in a channel the build created reports its result in the channel that stays', async ({
  page,
}) => {
  const { owner, key } = await ownerInSandbox(page, 'undo.inside');
  await build(page, key);

  await openChannel(page, 'introductions');
  await send(page, '/undo');
  await messageList(page).getByRole('button', { name: 'Undo the build' }).last().click();

  // The channel goes with the build; the sandbox, as Discord does, moves to #general,
  // where the result waits, naming the owner who asked.
  await expect(channelList(page).getByRole('button', { name: /^introductions, / })).toHaveCount(0, {
    timeout: 120_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: 'general' })).toBeVisible();
  const result = messageList(page).getByText('Undo finished', { exact: false }).last();
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(
    messageList(page).getByRole('listitem').filter({ hasText: 'Undo finished' }).last(),
  ).toContainText(`@${owner}`);
});

test('bug 11: a demo build hands out an invite that opens the server in the sandbox', async ({
  page,
}) => {
  const { server, key } = await ownerInSandbox(page, 'invite.demo');
  const report = await build(page, key);
  expect(report).not.toContain('discord.gg');
  const link = /Invite: (\S+)/.exec(report)?.[1] ?? '';
  expect(link).toMatch(/\/sandbox\/discord\/invite\/\w{8}$/);

  await page.goto(link);
  await expect(page.getByText("You've been invited to join")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: server })).toBeVisible();
  await page.getByRole('link', { name: `Open ${server} in the sandbox` }).click();
  await expect(page).toHaveURL(/\/sandbox\/discord\/\?guild=/);
  await expect(page.getByRole('heading', { level: 1, name: server })).toBeVisible();
  await expect(page.getByRole('button', { name: server, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('bug 13: the build report, /status and /servers count the channels the same way', async ({
  page,
}) => {
  const { server, key } = await ownerInSandbox(page, 'counts.same');
  const report = await build(page, key);
  const counted = /\d+ channels in \d+ categories/.exec(report)?.[0] ?? '';
  expect(counted).not.toBe('');

  await send(page, '/status');
  await expect(
    messageList(page).getByText(`Created ${counted} and`, { exact: false }).last(),
  ).toBeVisible({ timeout: 20_000 });

  await page.goto('/servers');
  const card = page.getByRole('article', { name: server });
  await expect(card.getByRole('row').nth(1)).toContainText(counted);
});

test('bug 14: question pages have Cancel, and a typed answer is held to its stated length', async ({
  page,
}) => {
  const { key } = await ownerInSandbox(page, 'questions.short');
  const messages = messageList(page);
  await send(page, `/activate key:${key} style:${STYLE}`);
  await expect(messages.getByText(/Step 1 of \d+/).last()).toBeVisible({ timeout: 20_000 });

  // Cancel ends the questionnaire and says how to start again; /setup does.
  await messages.getByRole('button', { name: 'Cancel' }).last().click();
  await expect(
    messages.getByText('Setup cancelled. Nothing was changed in your server.', { exact: false }),
  ).toBeVisible();
  await expect(messages.getByText('Run /setup to start again.', { exact: false })).toBeVisible();
  await send(page, '/setup');
  await messages
    .getByRole('combobox', { name: 'Choose a category' })
    .last()
    .selectOption('community');
  await messages.getByRole('combobox', { name: 'Choose a style' }).last().selectOption(STYLE);
  await expect(messages.getByText(/Step 1 of \d+/).last()).toBeVisible({ timeout: 20_000 });

  // The category prefix says its limit, and the answer box holds no more.
  const prefixQuestion = messages.getByText('Optional short prefix for every category name', {
    exact: false,
  });
  await walkUntil(page, prefixQuestion);
  await expect(messages.getByText('Up to 10 characters.', { exact: false }).last()).toBeVisible();
  await messages.getByRole('button', { name: 'Answer' }).last().click();
  const field = page.getByRole('dialog').getByRole('textbox', { name: 'Category name prefix' });
  await field.pressSequentially('UX test answer 3');
  await expect(field).toHaveValue('UX test an');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  // The page asks several things, so it stays, showing the answer the box allowed.
  await expect(messages.getByText('> UX test an', { exact: false }).last()).toBeVisible();
  await messages.getByRole('button', { name: 'Continue' }).last().click();
  await expect(prefixQuestion.last()).toBeHidden();
  await messages.getByRole('button', { name: 'Back' }).last().click();
  await expect(prefixQuestion.last()).toBeVisible();
  await expect(messages.getByText('UX test an', { exact: false }).last()).toBeVisible();
});

test('issue 21: Premium asks about a dozen pages; "Customise roles" renames and recolours a role in one modal, and the build uses it', async ({
  page,
}) => {
  const { key } = await ownerInSandbox(page, 'roles.custom');
  const messages = messageList(page);
  await send(page, `/activate key:${key} style:${STYLE}`);
  const first = messages.getByText(/Step 1 of \d+/).last();
  await expect(first).toBeVisible({ timeout: 20_000 });
  const total = Number(/of (\d+)/.exec(await first.innerText())?.[1]);
  expect(total).toBeGreaterThanOrEqual(8);
  expect(total).toBeLessThanOrEqual(13);

  await walkUntil(page, messages.getByText('Customise roles', { exact: false }));
  await messages.getByRole('combobox', { name: 'Pick a role' }).last().selectOption('mod');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Moderator' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Role name: Moderator' }).fill('Night Watch');
  await dialog.getByRole('textbox', { name: 'Role colour: Moderator' }).fill('#123456');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    messages.getByText('Changed: Moderator → Night Watch · #123456', { exact: false }).last(),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('customise-roles-1400.png') });

  await messages.getByRole('button', { name: 'Use defaults for the rest' }).last().click();
  await messages.getByRole('button', { name: 'Build' }).last().click({ timeout: 20_000 });
  await expect(messages.getByText('is built', { exact: false }).last()).toBeVisible({
    timeout: 150_000,
  });
  const roles = page.getByRole('list', { name: 'Roles' });
  await expect(roles.getByText('Night Watch')).toBeVisible();
  await expect(roles.getByText('Moderator', { exact: true })).toHaveCount(0);
});
