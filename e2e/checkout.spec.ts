import { expect, type Page, test } from '@playwright/test';
import { KEY_PATTERN, keyMails } from './journey-helpers.ts';

interface MailMessage {
  to: string[];
  subject: string;
  text: string;
}

/** A first sign-in: profile setup skipped, it lands on `returnTo` with the welcome dialog closed. */
async function signInAs(page: Page, username: string, returnTo: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await page.getByLabel('Or a new account').fill(username);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(returnTo);
  await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function mailFor(page: Page, username: string): Promise<MailMessage[]> {
  const response = await page.request.get('/sandbox/mail/api/messages');
  const messages = (await response.json()) as MailMessage[];
  return messages.filter((message) => message.to.some((to) => to.includes(username)));
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('buying premium by card: success page, one key by e-mail, premium for 30 days, key masked on the dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'card.buyer', '/pricing');
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();

  await expect(page).toHaveURL(/\/checkout\?plan=premium$/);
  await expect(page.getByText('Connected as card.buyer')).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-success\?plan=premium$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();

  let key = '';
  await expect
    .poll(
      async () => {
        const mails = keyMails(await mailFor(page, 'card.buyer'));
        key =
          mails.flatMap((mail) => mail.text.match(new RegExp(KEY_PATTERN.source, 'g')) ?? [])[0] ??
          '';
        return mails.length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  expect(key).toMatch(/^TPL(?:-[0-9A-Z]{5}){4}$/);

  await page.goto('/dashboard');
  await expect(page.locator('#main').getByText('Premium').first()).toBeVisible();
  const expected = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(
    new Date(Date.now() + 30 * 24 * 3600 * 1000),
  );
  await expect(page.getByText(`Active until ${expected}`)).toBeVisible();
  const keys = page.getByRole('region', { name: 'Your license keys' });
  await expect(keys.getByText(new RegExp(`${key.slice(-4)}$`))).toBeVisible();
  await expect(keys.getByText(key)).toHaveCount(0);
  await expect(keys.getByText('Premium · Not used yet')).toBeVisible();
});

test('a declined card shows the provider message and issues nothing', async ({ page }) => {
  await signInAs(page, 'declined.dana', '/checkout?plan=starter');
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.locator('form').getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByText('Payment Failed', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout\?plan=starter$/);
  expect(await mailFor(page, 'declined.dana')).toHaveLength(0);
});

test('PayPal: approve on PayPal, captured once on return, key e-mailed', async ({ page }) => {
  await signInAs(page, 'paypal.pia', '/checkout?plan=ultimate');
  await page.getByRole('tab', { name: 'PayPal' }).click();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.waitForURL(/\/sandbox\/paypal\/checkoutnow/);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/purchase-success\?plan=ultimate$/, { timeout: 15_000 });
  await expect
    .poll(async () => keyMails(await mailFor(page, 'paypal.pia')).length, { timeout: 15_000 })
    .toBe(1);
});

test('pay later: four instalments with dates, approved on Klarna, back on the success page', async ({
  page,
}) => {
  await signInAs(page, 'klarna.kim', '/checkout?plan=lifetime');
  await page.getByRole('tab', { name: 'Pay later' }).click();
  const schedule = page.getByRole('list', { name: 'Payment schedule' });
  await expect(schedule.getByRole('listitem')).toHaveCount(4);
  await expect(schedule.getByRole('listitem').first()).toContainText('$15.02');
  await page.getByRole('button', { name: 'Continue with Klarna' }).click();
  await page.waitForURL(/\/sandbox\/stripe\/klarna\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/purchase-success\?plan=lifetime/);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  await expect
    .poll(async () => keyMails(await mailFor(page, 'klarna.kim')).length, { timeout: 15_000 })
    .toBe(1);
});

test('checkout states: no plan goes home, unknown plan, signed-out gate', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/checkout?plan=platinum');
  await expect(page.getByRole('heading', { name: 'Invalid Plan' })).toBeVisible();
  await page.goto('/checkout?plan=premium');
  await expect(
    page.getByRole('heading', { name: 'Discord Authentication Required' }),
  ).toBeVisible();
});
