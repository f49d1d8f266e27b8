import { expect, test } from '@playwright/test';
import {
  buyKeyAsNewAccount,
  KEY_PATTERN,
  keyMails,
  mailTo,
  signInAsAdmin,
  signInAsNewAccount,
} from './journey-helpers.ts';
import { E2E_ADMIN } from './playwright.config.ts';

// Each journey signs in, pays or approves through the emulators: slower than the default allows.
test.describe.configure({ timeout: 120_000 });

const receipts = (messages: Awaited<ReturnType<typeof mailTo>>) =>
  messages.filter((message) => /^Your Guildsmith receipt GS-/.test(message.subject));

test('a paid purchase e-mails one receipt, the dashboard shows it, and Resend key reads as a resend', async ({
  page,
}) => {
  const username = `receipt.${Date.now()}`;
  const key = await buyKeyAsNewAccount(page, 'starter', username);

  await expect
    .poll(async () => receipts(await mailTo(page, username)).length, { timeout: 15_000 })
    .toBe(1);
  const [receipt] = receipts(await mailTo(page, username));
  const orderNumber = /GS-[0-9A-F]{8}/.exec(receipt?.subject ?? '')?.[0] ?? '';
  expect(orderNumber).not.toBe('');
  for (const line of [
    `Order number: ${orderNumber}`,
    'Plan: Guildsmith Starter (one-time purchase)',
    'Amount paid: $4.99 USD',
    'Payment method: Card or pay later, through Stripe',
    'Seller: Guildsmith Demo Seller (a demo, not a real business)',
    'Questions? Write to support@guildsmith.local',
  ]) {
    expect(receipt?.text).toContain(line);
  }
  expect(receipt?.text).not.toMatch(KEY_PATTERN);

  // The dashboard lists the purchase with its receipt, the page the e-mail links to.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Receipt for Starter/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/receipts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Receipt ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('$4.99 USD')).toBeVisible();
  await expect(page.getByText('Write to support@guildsmith.local')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  const receiptUrl = page.url();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Resend key' }).click();
  await expect
    .poll(async () => keyMails(await mailTo(page, username)).length, { timeout: 15_000 })
    .toBe(2);
  // Newest first: the resend, with the same key, worded as a resend and not as a purchase.
  const [resent] = keyMails(await mailTo(page, username));
  expect(resent?.subject).toBe('Your Guildsmith Starter license key (sent again)');
  expect(resent?.text).toContain('Here is your Guildsmith Starter license key again.');
  expect(resent?.text).not.toMatch(/thank you/i);
  expect(KEY_PATTERN.exec(resent?.text ?? '')?.[0]).toBe(key);
  // A resend is not a purchase: still one receipt.
  expect(receipts(await mailTo(page, username))).toHaveLength(1);

  // Someone else opening the receipt's address is told there is none.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signInAsNewAccount(page, `stranger.${Date.now()}`, '/dashboard');
  await page.goto(receiptUrl);
  await expect(page.getByText('There is no receipt for this purchase.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Receipt ${orderNumber}` })).toHaveCount(0);
});

test('praise an admin approves is quoted on the landing page by first name', async ({
  page,
  browser,
}) => {
  const username = `praise.${Date.now()}`;
  const quote = `Built my whole server in two minutes (${Date.now()}).`;
  await signInAsNewAccount(page, username, '/dashboard');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Category').selectOption('praise');
  await dialog.getByLabel('Message').fill(quote);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Stay in the loop' })).toBeVisible();
  await expect(page.getByText(quote)).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, E2E_ADMIN);
  await admin.goto('/admin/praise');
  await admin
    .getByRole('button', { name: `Approve praise from ${username} for the landing page` })
    .click();
  await expect(
    admin.getByRole('button', { name: `Withdraw praise from ${username} from the landing page` }),
  ).toBeVisible();
  await admin.goto('/admin/audit-log');
  await expect(admin.getByRole('cell', { name: 'Approve testimonial' }).first()).toBeVisible();
  await adminContext.close();

  await page.goto('/');
  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  await testimonials.scrollIntoViewIfNeeded();
  await expect(testimonials.getByText(`“${quote}”`)).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Loved by server owners' })).toBeVisible();
});

test('the support address is in the footer and the pricing FAQ; the community link only where configured', async ({
  page,
}) => {
  await page.goto('/pricing');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /Support/ })).toHaveAttribute(
    'href',
    'mailto:support@guildsmith.local',
  );
  // The journeys' server sets no COMMUNITY_INVITE_URL.
  await expect(footer.getByRole('link', { name: /Community server/ })).toHaveCount(0);
  await page.getByText('How do I get help?').click();
  await expect(
    page.getByRole('link', { name: 'support@guildsmith.local', exact: true }),
  ).toBeVisible();
});
