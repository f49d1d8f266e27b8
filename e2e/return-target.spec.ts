import { expect, test } from '@playwright/test';
import { authorizeNewAccount, skipOnboarding } from './journey-helpers.ts';

const pendingTarget = "sessionStorage.getItem('return_target')";

test('signed out on /pricing, Ultimate, a first Discord sign-in and a skipped profile lead to its checkout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Sign in to choose: Ultimate' }).click();
  await authorizeNewAccount(page, 'ultimate.uma');

  await expect(page).toHaveURL(/\/profile-setup$/);
  expect(await page.evaluate(pendingTarget)).toBe('/checkout?plan=ultimate');
  await page.getByRole('button', { name: 'Skip for now' }).click();

  await expect(page).toHaveURL(/\/checkout\?plan=ultimate$/);
  await skipOnboarding(page);
  await expect(page.getByRole('heading', { name: 'Checkout: Ultimate' })).toBeVisible();
  await expect(page.getByText('Connected as ultimate.uma')).toBeVisible();
  expect(await page.evaluate(pendingTarget)).toBeNull();
});

test('a returning user at the checkout gate goes straight back to that checkout', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await authorizeNewAccount(page, 'back.again.ben');
  await page.getByLabel('Profile Name *').fill('Ben');
  await page.getByRole('button', { name: 'Complete Profile Setup' }).click();
  await expect(page).toHaveURL(/\/$/);
  await skipOnboarding(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  // The free plan's gate: a paid one would start a payment, and those are rate limited per address.
  await page.goto('/checkout?plan=free');
  await page.getByRole('button', { name: 'Connect Discord Account' }).click();
  await authorizeNewAccount(page, 'back.again.ben');
  await expect(page).toHaveURL(/\/checkout\?plan=free$/);
  await expect(page.getByRole('button', { name: 'Send my free license key' })).toBeVisible();
  expect(await page.evaluate(pendingTarget)).toBeNull();
});

test('a foreign return address after sign-in is ignored', async ({ page }) => {
  await page.goto(`/login?returnTo=${encodeURIComponent('/\\evil.example')}`);
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await authorizeNewAccount(page, 'wary.will');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
