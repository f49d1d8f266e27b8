import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from './playwright.config.ts';

const TOKEN_COPIES = `(() => [
  localStorage.getItem('auth_token'), localStorage.getItem('authToken'),
  sessionStorage.getItem('auth_token'), sessionStorage.getItem('authToken'),
])()`;

/** Login → the emulator's consent page → authorize as a seed account → back signed in. */
async function signIn(page: Page, account: string, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  if (options.remember === false)
    await page.getByLabel('Remember this device for 30 days').uncheck();
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
  await page.getByLabel(new RegExp(account)).check();
  await page.getByRole('button', { name: 'Authorize' }).click();
}

test('a user signs in with Discord, completes the profile, stays signed in, and signs out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'ava.codes');
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await page.getByLabel('Profile Name *').fill('Ava');
  await page.getByRole('button', { name: 'Complete Profile Setup' }).click();
  await expect(
    page.getByText('Your profile has been created successfully!', { exact: true }),
  ).toBeVisible();

  const onboarding = page.getByRole('dialog', { name: 'Welcome to Guildsmith' });
  await expect(onboarding.getByText('Step 1 of 3')).toBeVisible();
  await onboarding.getByRole('button', { name: 'Next' }).click();
  await expect(onboarding.getByText('Step 2 of 3')).toBeVisible();
  await onboarding.getByRole('button', { name: 'Skip' }).click();
  await expect(onboarding).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await expect(menuButton).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('ava.codes')).toBeVisible();
  await expect(menu.getByText('ava@example.test')).toBeVisible();
  await expect(menu.getByText('Free').first()).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Upgrade' })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token?.split('.')).toHaveLength(3);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(TOKEN_COPIES)).toEqual([null, null, null, null]);
  const after = await page.request.get('/api/auth/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test('without "remember this device" the token lives in session storage only', async ({ page }) => {
  await signIn(page, 'noavatar.nia', { remember: false });
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  const [localCopy, , sessionCopy] = (await page.evaluate(TOKEN_COPIES)) as (string | null)[];
  expect(localCopy).toBeNull();
  expect(sessionCopy?.split('.')).toHaveLength(3);
  expect(await page.evaluate(() => localStorage.getItem('remember_device'))).toBeNull();
});

test('cancelling on Discord shows the cancellation message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByText('Discord authentication was cancelled or failed')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
});

// Every journey comes from one address. The lock-out below pauses only that address's attempts
// for its own username, so the CLI admin can sign in beside it; together they stay well under
// the per-address limit (20 attempts in 15 minutes).
test.describe('admin sign-in', () => {
  test('an admin created by the CLI signs in at /admin-portal; wrong passwords are refused', async ({
    page,
  }) => {
    await page.goto('/admin-portal');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Username or password is incorrect');

    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    const token = await page.evaluate(() => sessionStorage.getItem('auth_token'));
    const me = await page.request.get('/api/auth/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toMatchObject({ username: E2E_ADMIN.username, role: 'admin' });
  });

  test('repeated wrong admin passwords lock the account for a while', async ({ page }) => {
    await page.goto('/admin-login');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.getByLabel('Username').fill('locked.admin.e2e');
      await page.getByLabel('Password').fill(`guess-${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toContainText('Invalid admin credentials');
    }
    await page.getByLabel('Password').fill('another-guess');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Too many failed login attempts');
  });
});
