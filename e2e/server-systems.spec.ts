import { expect, type Page, test } from '@playwright/test';
import { buyKeyAsNewAccount, createSandboxGuild } from './journey-helpers.ts';

// Premium, button verification, and a ticket menu of Spoiler Report, Report and Other.
const STYLE = 'fantasy-scifi-readers';
const TICKET_TYPE = 'Spoiler Report';
/** What a member who has not verified may see of the build: the gate, at most the rules around it. */
const ONBOARDING = ['verify', 'rules', 'welcome', 'verification-help'];
/** Built for members only: out of sight until the member verifies. */
const MEMBERS_ONLY = ['open-a-ticket', 'book-recommendations'];

const channelList = (page: Page) => page.getByRole('navigation', { name: 'Channels' });
const messageList = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function channelNames(page: Page): Promise<string[]> {
  return channelList(page).locator('.channel-name').allInnerTexts();
}

/** The server's own channels before the build, which keep their permissions (public here). */
async function channelsOfServer(page: Page, guildId: string): Promise<string[]> {
  const response = await page.request.get(`/sandbox/discord/control/guilds/${guildId}`);
  const guild = (await response.json()) as { channels: { name: string; type: number }[] };
  return guild.channels.filter((channel) => channel.type !== 4).map((channel) => channel.name);
}

async function openChannel(page: Page, name: string) {
  const button = channelList(page).getByRole('button', { name: new RegExp(`^${name}, `) });
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'page');
}

async function send(page: Page, text: string) {
  const box = page.getByLabel('Message or slash command');
  await box.fill(text);
  await box.press('Enter');
}

/** Activates the key in a fresh server as its owner and builds the style with its defaults. */
async function buildServer(page: Page, key: string, owner: string, name: string) {
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByLabel('Acting as').selectOption({ label: owner });
  await send(page, `/activate key:${key} style:${STYLE}`);
  const messages = messageList(page);
  await expect(messages.getByText(/Step 1 of \d+/).last()).toBeVisible({ timeout: 20_000 });
  await messages.getByRole('button', { name: 'Use defaults for the rest' }).last().click();
  await expect(messages.getByRole('button', { name: 'Build' }).last()).toBeVisible({
    timeout: 20_000,
  });
  await messages.getByRole('button', { name: 'Build' }).last().click();
  await expect(messages.getByText('is built', { exact: false }).last()).toBeVisible({
    timeout: 150_000,
  });
}

test('a new member sees only the gate, verifies, opens a ticket, writes in it and closes it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  // Its own account and server per run, so repeated runs against one server do not meet.
  const run = `${test.info().repeatEachIndex}${Date.now().toString(36)}`;
  const owner = `systems.owner.${run}`;
  const server = `Systems Journey ${run}`;
  const key = await buyKeyAsNewAccount(page, 'premium', owner);
  const guildId = await createSandboxGuild(page, server, owner);
  const before = await channelsOfServer(page, guildId);
  await page.goto('/sandbox/discord');
  await buildServer(page, key, owner, server);
  await expect
    .poll(() => channelNames(page))
    .toEqual(expect.arrayContaining(['verify', 'rules', ...MEMBERS_ONLY, 'ticket-logs']));

  // A newcomer joins with no roles and sees only the onboarding channels.
  await page.getByRole('button', { name: 'Join as a new member' }).click();
  await expect(page.getByText(`joined ${server}; you act as them now`)).toBeVisible();
  const newcomer = await page.getByLabel('Acting as').locator('option:checked').innerText();
  expect(newcomer).not.toBe(owner);
  await expect.poll(() => channelNames(page)).toContain('verify');
  const gate = await channelNames(page);
  expect([...ONBOARDING, ...before]).toEqual(expect.arrayContaining(gate));
  for (const hidden of MEMBERS_ONLY) expect(gate).not.toContain(hidden);

  // Verify: the rest of the server opens, and the gate closes behind them.
  await openChannel(page, 'verify');
  await messageList(page).getByRole('button', { name: 'Verify', exact: true }).last().click();
  await expect
    .poll(() => channelNames(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(MEMBERS_ONLY));
  const verified = await channelNames(page);
  expect(verified).not.toContain('verify');
  expect(verified).not.toContain('ticket-logs');

  // A ticket of one type: a private channel only they (and staff) see.
  await openChannel(page, 'open-a-ticket');
  await messageList(page).getByLabel('Choose a ticket type').last().selectOption(TICKET_TYPE);
  let ticket = '';
  await expect
    .poll(
      async () => {
        ticket = (await channelNames(page)).find((name) => !verified.includes(name)) ?? '';
        return ticket;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  await openChannel(page, ticket);
  const close = messageList(page).getByRole('button', { name: 'Close', exact: true });
  await expect(close.last()).toBeVisible();
  await expect(messageList(page).getByRole('button', { name: 'Claim' }).last()).toBeVisible();

  // What the member writes is the ticket's content.
  const complaint = 'Someone posted the ending of the new book in #general without spoiler tags.';
  await send(page, complaint);
  await expect(messageList(page).getByText(complaint)).toBeVisible();

  // Close, confirm, and the channel is gone.
  await close.last().click();
  await messageList(page).getByRole('button', { name: 'Close the ticket' }).last().click();
  await expect.poll(() => channelNames(page), { timeout: 20_000 }).not.toContain(ticket);

  // Staff read the transcript in the log channel.
  await page.getByLabel('Acting as').selectOption({ label: owner });
  await openChannel(page, 'ticket-logs');
  await expect(messageList(page).getByText(ticket, { exact: false }).last()).toBeVisible({
    timeout: 15_000,
  });
});
