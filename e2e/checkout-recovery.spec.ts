import { expect, test } from '@playwright/test';
import {
  authorizeNewAccount,
  fillCard,
  keyMails,
  mailTo,
  pay,
  skipOnboarding,
} from './journey-helpers.ts';

test('a declined card, then a good one on the same page: paid once, one key e-mailed, plan granted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const intents: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/create-payment-intent')) intents.push(request.url());
  });

  await page.goto('/checkout?plan=premium');
  await page.getByRole('button', { name: 'Connect Discord' }).click();
  await authorizeNewAccount(page, 'retry.rita');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=premium$/);
  await skipOnboarding(page);

  const cardForm = page.locator('form').filter({ has: page.getByLabel('Card number') });
  await fillCard(page, '4000 0000 0000 0002');
  await pay(page);
  await expect(cardForm.getByRole('alert')).toHaveText('Your card was declined.');
  // Said once, where the buyer is: no toast repeats it.
  await expect(page.getByText('Payment Failed', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout\?plan=premium$/);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expect(cardForm.getByRole('alert')).toHaveCount(0);
  await pay(page);
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Thank you! Taking you to your purchase confirmation…', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-success\?plan=premium$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  expect(intents).toHaveLength(1);

  await expect
    .poll(async () => keyMails(await mailTo(page, 'retry.rita')).length, { timeout: 15_000 })
    .toBe(1);

  await page.goto('/dashboard');
  await expect(page.locator('#main header').getByText('Premium')).toBeVisible();
  const keys = page.getByRole('region', { name: 'Your license keys' });
  await expect(keys.getByText('Premium · Not used yet')).toHaveCount(1);
  const purchases = page.getByRole('region', { name: 'Your purchases' });
  const rows = purchases.getByRole('row').filter({ hasText: 'Premium' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('$19.99 USD');
  await expect(rows).toContainText('Completed');
  // Whatever the webhooks did meanwhile, the buyer still holds exactly one key e-mail.
  expect(keyMails(await mailTo(page, 'retry.rita'))).toHaveLength(1);
});
