import { expect, test } from '@playwright/test';

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
