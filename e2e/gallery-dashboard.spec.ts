import { expect, type Page, test } from '@playwright/test';
import { createSandboxGuild, keyMailedTo, signInAsNewAccount } from './journey-helpers.ts';

/** Issue 21's gallery, dashboard and avatar defects, one journey per numbered bug. */

const AVA = { discordId: '1310000000000000101', avatar: '5f2c8e1a9b7d4c3e6a0f1b2d3c4e5f60' };

/** Stands in a signed-in account for /api/auth/user, with the given Discord picture. */
async function actAs(page: Page, account: { discordId: string; avatar: string | null }) {
  await page.addInitScript(() => localStorage.setItem('auth_token', 'e2e.gallery.token'));
  await page.route('**/api/auth/user', (route) =>
    route.fulfill({
      json: {
        id: 'u1',
        discordId: account.discordId,
        username: 'ava.codes',
        firstName: 'Ava',
        globalName: 'Ava',
        email: null,
        emailVerified: false,
        avatar: account.avatar,
        discriminator: '0',
        plan: 'premium',
        planExpiresAt: null,
        role: 'user',
        profileCompleted: true,
        onboardingCompleted: true,
        profileName: 'Ava',
        bio: null,
        website: null,
        twitter: null,
        github: null,
        profilePicture: null,
        lastLoginAt: null,
        createdAt: new Date().toISOString(),
      },
    }),
  );
}

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
  return keyMailedTo(page, username);
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

test('bug 10: avatars come from the demo CDN, and initials stand in when the picture cannot load', async ({
  page,
  baseURL,
}) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  await actAs(page, AVA);
  await page.goto('/styles');
  const menu = page.getByRole('button', { name: 'Account menu' });
  const picture = menu.locator('img');
  await expect(picture).toHaveAttribute(
    'src',
    `${baseURL}/sandbox/discord/avatars/${AVA.discordId}/${AVA.avatar}.png?size=32`,
  );
  // A real picture, decoded by the browser.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(128);
  const fallback = await page.request.get('/sandbox/discord/embed/avatars/3.png');
  expect(fallback.headers()['content-type']).toBe('image/png');
  expect(hosts).not.toContain('cdn.discordapp.com');

  // The CDN unreachable: no broken image, the initials.
  await page.route('**/sandbox/discord/avatars/**', (route) => route.abort());
  await page.reload();
  await expect(menu.getByText('A', { exact: true })).toBeVisible();
  await expect(menu.locator('img')).toHaveCount(0);

  // No picture at all: the initials too.
  await page.unrouteAll();
  await actAs(page, { discordId: AVA.discordId, avatar: null });
  await page.goto('/styles');
  await expect(menu.getByText('A', { exact: true })).toBeVisible();
  await expect(menu.locator('img')).toHaveCount(0);
});

test('bug 15: a gallery search finds styles by their category, not only by name, description and tags', async ({
  page,
}) => {
  await page.goto('/styles');
  await expect(page.getByRole('article')).toHaveCount(12);
  await page.getByLabel('Search styles').fill('minecraft');
  await expect(page).toHaveURL(/search=minecraft/);
  // Neither says "minecraft" in its name, description or tags: their category does.
  await expect(page.getByRole('article', { name: 'Vanilla SMP' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bedrock Realm' })).toBeVisible();
});

test('bug 16: Use Style shows a key owner their own masked key, and /setup with a copy button once their server is active', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const username = `use.style.${Date.now()}`;
  const server = 'Use Style Server';
  const key = await claimFreeKey(page, username);

  const useStyle = async () => {
    await page.goto(`/styles?search=${encodeURIComponent('Community Starter')}`);
    await page
      .getByRole('article', { name: 'Community Starter' })
      .getByRole('button', { name: 'Use Style' })
      .click();
    return page.getByRole('dialog', { name: 'Community Starter' });
  };

  // An unused key: the owner's own key, masked, and where the full one is; no placeholder.
  let dialog = await useStyle();
  await expect(
    dialog.getByText(
      `/activate key:TPL-•••••-•••••-•••••-•${key.slice(-4)} style:community-starter`,
    ),
  ).toBeVisible();
  await expect(dialog.getByText('it is in your license e-mail', { exact: false })).toBeVisible();
  await expect(dialog.getByText('TPL-…', { exact: false })).toHaveCount(0);

  // The key activated in a server: /activate would refuse there, so the dialog says /setup.
  await createSandboxGuild(page, server, username);
  await page.goto('/sandbox/discord');
  await page.getByRole('button', { name: server }).click();
  await page.getByLabel('Acting as').selectOption({ label: username });
  await sendCommand(page, `/activate key:${key}`);
  await expect(
    page
      .getByRole('list', { name: 'Messages' })
      .getByText('Key activated', { exact: false })
      .last(),
  ).toBeVisible({ timeout: 20_000 });

  dialog = await useStyle();
  await expect(
    dialog.getByText(
      `Guildsmith is already active in ${server}. Type /setup there and pick Community Starter under Community Hangout when the bot asks for a style.`,
    ),
  ).toBeVisible();
  await expect(dialog.getByText('/activate', { exact: false })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Copy /setup' }).click();
  await expect(dialog.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/setup');
});

test("gallery cards show each style's shape: first categories, channels by type, its own tags", async ({
  page,
}) => {
  await page.goto('/styles?search=vanilla');
  const card = page.getByRole('article', { name: 'Vanilla SMP' });
  await expect(
    card.getByText('Information · Server Info · SMP Life', { exact: false }),
  ).toBeVisible();
  await expect(card.getByRole('list', { name: 'Channels by type' })).toContainText(/\d+ text/);
  await expect(card.getByRole('list', { name: 'Tags' })).toContainText('#whitelist');
  await expect(card.getByText('Role System')).toHaveCount(0);
});
