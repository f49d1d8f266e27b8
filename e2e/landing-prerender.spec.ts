import { expect, test } from '@playwright/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing paints its first screen from HTML alone', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Your whole Discord server, built with one command',
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  test('other pages never show the landing', async ({ page }) => {
    await page.goto('/styles');
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  });
});

test('the app takes over the prerendered landing without duplicating it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Everything a new server needs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a visitor who chose another language never sees the English first screen', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
  await page.goto('/');
  // Before the app renders, the English prerender is hidden by theme-boot.js.
  await expect(page.locator('html')).toHaveClass(/no-prerender/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Your whole Discord server, built with one command',
  );
});
