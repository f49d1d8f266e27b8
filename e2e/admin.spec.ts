import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  buyKeyAsNewAccount,
  createSandboxGuild,
  signInAsAdmin,
  signInAsNewAccount,
} from './journey-helpers.ts';
import { E2E_ADMIN } from './playwright.config.ts';

// The admin is made by `admin:create` before the journey server starts (playwright.config.ts):
// the embedded database allows one process at a time, so the CLI cannot run beside the server.
//
// Every journey signs in from one address, and /api/auth/admin-login takes 10 requests a minute
// from an address; auth.spec.ts, run right after this file, spends 8 of them. So this file signs
// in once: its tests run in order in one worker, and the session the sign-in journey makes is
// kept for the others (a test run alone signs in itself).
test.describe.configure({ mode: 'default' });

let adminToken: string | undefined;

/** The token an admin sign-in left in this page's session storage, kept for the later tests. */
async function keepAdminSession(page: Page) {
  adminToken = (await page.evaluate(() => sessionStorage.getItem('auth_token'))) ?? undefined;
  expect(adminToken?.split('.')).toHaveLength(3);
}

/** Each run's own names, so repeated runs against one server do not meet. */
const runId = () => `${test.info().repeatEachIndex}${Date.now().toString(36)}`;

const ADMIN_PAGES = [
  { path: '/admin-dashboard', message: 'You need admin privileges to access this page.' },
  { path: '/admin/analytics', message: 'You need admin privileges to access analytics' },
];

async function expectAccessDenied(page: Page, path: string, message: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  // Nothing of the admin pages shows behind the refusal.
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message to all admins' })).toHaveCount(0);
  const home = page.getByRole('link', { name: 'Go to Homepage' });
  await expect(home).toBeVisible();
  return home;
}

test('signed-out visitors and ordinary users are refused the admin pages', async ({ page }) => {
  for (const { path, message } of ADMIN_PAGES) await expectAccessDenied(page, path, message);

  await signInAsNewAccount(page, `not.an.admin.${runId()}`, '/dashboard');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  for (const { path, message } of ADMIN_PAGES) {
    const home = await expectAccessDenied(page, path, message);
    // The refusal comes from the session's role, not from being signed out.
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('an admin made by admin:create signs in at /admin-portal and sees the dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, E2E_ADMIN);
  await keepAdminSession(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

  const overview = page.getByRole('region', { name: 'Overview' });
  for (const label of ['Total users', 'Total revenue', 'Active servers']) {
    // Each figure is a number once loaded, not a skeleton or an error.
    const figure = overview.locator('div', { has: page.getByText(label, { exact: true }) });
    await expect(figure.locator('dd')).toHaveText(/^\$?\d[\d,.]*$/);
  }
  await expect(page.getByRole('region', { name: 'Security' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent purchases' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active users' })).toBeVisible();
  const chat = page.getByRole('region', { name: 'Admin live chat' });
  await expect(chat.getByRole('textbox', { name: 'Message to all admins' })).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Send message' })).toBeDisabled();

  // The admin pages are open to this session: analytics too.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
});

/**
 * A browser of its own (its own storage) on the admin dashboard, in the admin session kept from
 * an earlier test when there is one, else signed in at the admin portal.
 */
async function adminWindow(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (adminToken) {
    // As the portal leaves it: the token in this tab's session storage.
    await context.addInitScript((token) => {
      if (!sessionStorage.getItem('auth_token')) sessionStorage.setItem('auth_token', token);
    }, adminToken);
    await page.goto('/admin-dashboard');
  } else {
    await signInAsAdmin(page, E2E_ADMIN);
    await keepAdminSession(page);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  return { context, page };
}

const chatOf = (page: Page) => page.getByRole('region', { name: 'Admin live chat' });

async function sendChat(page: Page, text: string) {
  const box = chatOf(page).getByRole('textbox', { name: 'Message to all admins' });
  await box.fill(text);
  await box.press('Enter');
  await expect(
    page.getByText('Your message has been sent to all admins', { exact: true }),
  ).toBeVisible();
  await expect(box).toHaveValue('');
}

test('a chat message sent in one admin window appears in the other without a reload, both ways', async ({
  browser,
}) => {
  const first = await adminWindow(browser);
  const second = await adminWindow(browser);
  try {
    const reloads = { first: 0, second: 0 };
    first.page.on('load', () => {
      reloads.first += 1;
    });
    second.page.on('load', () => {
      reloads.second += 1;
    });
    // Both on the event stream: while it is open the chat does not poll, so what arrives was pushed.
    for (const { page } of [first, second]) {
      await expect(
        chatOf(page).getByText('Live: new messages appear as they are sent.'),
      ).toBeVisible({ timeout: 10_000 });
    }

    const run = runId();
    const hello = `Hello from the first window ${run}`;
    await sendChat(first.page, hello);
    const secondHistory = chatOf(second.page).getByRole('list', { name: 'Chat messages' });
    await expect(secondHistory.getByText(hello, { exact: true })).toBeVisible();

    const answer = `And back from the second ${run}`;
    await sendChat(second.page, answer);
    const firstHistory = chatOf(first.page).getByRole('list', { name: 'Chat messages' });
    await expect(firstHistory.getByText(answer, { exact: true })).toBeVisible();
    // Each message once in each window (the sender's own copy and the pushed one are the same).
    await expect(firstHistory.getByText(hello, { exact: true })).toHaveCount(1);
    await expect(secondHistory.getByText(answer, { exact: true })).toHaveCount(1);
    expect(reloads).toEqual({ first: 0, second: 0 });
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

/** What `/activate` answers for a key whose payment was refunded (the bot's ACTIVATE_TEXTS.refunded). */
const REFUNDED_KEY =
  'This key no longer works: its payment was refunded. Buy a plan again to get a new key.';

test('an admin refunds a purchase: the audit log lists it and /activate refuses the buyer’s key', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const run = runId();
  const buyer = `refund.buyer.${run}`;
  const reason = `Asked for a refund by e-mail (${run})`;
  const key = await buyKeyAsNewAccount(page, 'premium', buyer);

  const admin = await adminWindow(browser);
  try {
    const { page: adminPage } = admin;
    await adminPage.goto('/admin/purchases');
    const search = adminPage.getByLabel('Search purchases');
    await search.fill(buyer);
    // Searched at once, and the list is the search's before a row is opened.
    await search.press('Enter');
    await expect(adminPage).toHaveURL((url) => url.searchParams.get('query') === buyer);
    const row = adminPage.getByRole('row').filter({ hasText: buyer });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: buyer }).click();
    await expect(adminPage).toHaveURL(/\/admin\/purchases\/[^/?#]+$/);
    const purchaseId = new URL(adminPage.url()).pathname.split('/').pop() ?? '';

    await adminPage.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Refund purchase' }).click();
    await expect(adminPage.getByText('Refund issued', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Refunded once: the page no longer offers it.
    await expect(adminPage.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);

    await adminPage.goto('/admin/audit-log');
    const entry = adminPage.getByRole('table').getByRole('row').filter({ hasText: reason });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByRole('cell', { name: 'Refund', exact: true })).toBeVisible();
    await expect(entry).toContainText(purchaseId);
    await expect(entry).toContainText(E2E_ADMIN.username);
  } finally {
    await admin.context.close();
  }

  // The buyer types the refunded key in a server of theirs.
  const server = `Refunded Key ${run}`;
  await createSandboxGuild(page, server, buyer);
  await page.goto('/sandbox/discord');
  await page.getByRole('button', { name: server }).click();
  await expect(page.getByRole('heading', { level: 1, name: server })).toBeVisible();
  await page.getByLabel('Acting as').selectOption({ label: buyer });
  const box = page.getByLabel('Slash command');
  await box.fill(`/activate key:${key}`);
  await box.press('Enter');
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText(REFUNDED_KEY).last()).toBeVisible({ timeout: 15_000 });
  await expect(messages.getByText('Key activated', { exact: false })).toHaveCount(0);
});
