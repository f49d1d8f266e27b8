import { expect, test } from '@playwright/test';
import { confirmationLinkFor, fillCard, keyMails, mailTo, pay } from './journey-helpers.ts';

// legacy_lars is the one seed account Discord gives no e-mail: the first journey sees it new and
// without an address, the second gives it one, so they run in this order.
test.describe.configure({ mode: 'serial' });

test('a new free user sees their dashboard with real figures and an honest empty state', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login?returnTo=%2Fdashboard');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await page.getByLabel(/legacy_lars/).check();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'legacy_lars' })).toBeVisible();
  await expect(page.locator('#main').getByText('No email', { exact: true })).toBeVisible();

  const counts = (await (await request.get('/api/styles/count')).json()) as {
    byPlan: { free: number; starter: number };
  };
  const planCard = page.getByRole('region', { name: 'Your Free plan' });
  await expect(planCard.getByText(String(counts.byPlan.free), { exact: true })).toBeVisible();
  await expect(
    planCard.getByText(`${counts.byPlan.starter} templates`, { exact: false }),
  ).toBeVisible();

  const activity = page.getByRole('region', { name: 'Your activity' });
  await expect(activity.getByText('Nothing built yet', { exact: false })).toBeVisible();
  await expect(page.getByText('All systems online')).toBeVisible();

  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(actions.getByRole('link', { name: 'Invite Bot' })).toHaveAttribute(
    'href',
    /permissions=8/,
  );
  await expect(actions.getByRole('link', { name: 'Browse Styles' })).toHaveAttribute(
    'href',
    '/styles',
  );
  await expect(actions.getByRole('link', { name: 'Manage Bot' })).toHaveAttribute(
    'href',
    '/servers',
  );
  await expect(actions.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
    'href',
    '/pricing',
  );
});

test('without a Discord e-mail, checkout waits for the e-mailed link and then takes payment', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const address = `lars.${Date.now()}@example.test`;
  await page.goto('/checkout?plan=starter');
  await page.getByRole('button', { name: 'Connect Discord' }).click();
  await page.getByLabel(/legacy_lars/).check();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=starter$/);

  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(
    page.getByText(`We sent a confirmation link to ${address}.`, { exact: false }),
  ).toBeVisible();

  const link = await confirmationLinkFor(page, address);

  // Opened from the mail client: another tab, which knows nothing of this checkout.
  const mailTab = await context.newPage();
  await mailTab.goto(link);
  await expect(
    mailTab.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  await expect(mailTab.getByText(`License keys will go to ${address}.`)).toBeVisible();
  await expect(mailTab.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await mailTab.close();

  // The waiting checkout notices by itself and moves on to payment.
  await expect(page.getByRole('button', { name: 'Pay $4.99' })).toBeVisible({ timeout: 10_000 });
  await fillCard(page, '4242 4242 4242 4242');
  await pay(page);
  await expect(page).toHaveURL(/\/purchase-success\?plan=starter$/);
  await expect
    .poll(async () => keyMails(await mailTo(page, address)).length, { timeout: 15_000 })
    .toBe(1);
});
