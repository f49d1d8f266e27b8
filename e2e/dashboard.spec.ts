import { expect, test } from '@playwright/test';

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

test('a signed-out visitor is sent to sign in and brought back to the dashboard', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await page.getByLabel(/ava\.codes/).check();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/(dashboard|profile-setup)$/);
});
