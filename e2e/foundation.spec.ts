import { expect, test } from '@playwright/test';

test('the home page loads with its sections and the demo banner', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#features')).toBeAttached();
  await expect(page.locator('#pricing')).toBeAttached();
  await expect(page.locator('#about')).toBeAttached();
  await expect(page.getByRole('note')).toContainText('Demo mode');
});

test('the theme persists across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Switch to dark theme' })
    .click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' }).first()).toBeVisible();
});

test('switching the language translates the page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Pricing' })).toBeVisible();
  await nav.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('button', { name: 'Preise' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Preise' }).first()).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/404 Page Not Found/);
});

test('an unknown API path answers JSON, not the page', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'Route GET /api/nope not found' },
  });
});
