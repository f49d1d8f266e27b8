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

test('a user claims the free license key: it arrives by e-mail and the dashboard lists it masked', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login?returnTo=%2Fdashboard');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await page.getByLabel('Or a new account').fill('key.keeper');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
  await page.goto('/dashboard');

  const card = page.getByRole('region', { name: 'Your license keys' });
  await expect(card.getByText('No keys yet', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Get your free license key' }).click();
  await expect(
    page.getByText('Check your e-mail: the full key is only ever sent there.', { exact: true }),
  ).toBeVisible();

  let key = '';
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get('/sandbox/mail/api/messages')).json()) as {
          to: string[];
          text: string;
        }[];
        const mail = messages.find((message) =>
          message.to.some((address) => address.includes('key.keeper')),
        );
        key = /TPL(?:-[0-9A-Z]{5}){4}/.exec(mail?.text ?? '')?.[0] ?? '';
        return key;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  await page.reload();
  const listed = page.getByRole('region', { name: 'Your license keys' });
  await expect(listed.getByText(new RegExp(`${key.slice(-4)}$`))).toBeVisible();
  await expect(listed.getByText(key)).toHaveCount(0);
  await expect(listed.getByText('Free · Not used yet')).toBeVisible();
});
