import { expect, type Page, request, test } from '@playwright/test';
import { authorizeNewAccount, skipOnboarding } from './journey-helpers.ts';

const REFUSED = 'This sign-in was started in another browser. Please sign in again.';

/**
 * Someone else signs in with their own Discord account in their own browser and
 * stops at the redirect back to us: the link (code and state) is what they
 * would send a victim. Their own browser never redeems it.
 */
async function mintCallbackLink(page: Page, account: string): Promise<URL> {
  const redirected = page.waitForRequest(
    (candidate) => new URL(candidate.url()).pathname === '/auth/discord/callback',
  );
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await authorizeNewAccount(page, account);
  return new URL((await redirected).url());
}

test('a callback link started in another browser leaves a signed-in browser as it was', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await authorizeNewAccount(page, 'bound.bella');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await skipOnboarding(page);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token?.split('.')).toHaveLength(3);

  // One tab mints both links: opening a second tab after closing the first one of a
  // context sometimes fails in headless Chromium ("Failed to open a new tab").
  const elsewhere = await browser.newContext();
  await elsewhere.route('**/api/auth/discord/callback', (route) => route.abort());
  const minting = await elsewhere.newPage();
  const link = await mintCallbackLink(minting, 'mallory.minted');
  const secondLink = await mintCallbackLink(minting, 'mallory.minted');
  await elsewhere.close();

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(REFUSED);
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('bound.bella', { exact: true })).toBeVisible();
  await expect(page.getByText('mallory.minted')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(token);
  const me = await page.request.get('/api/auth/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await me.json()).toMatchObject({ username: 'bound.bella' });

  // Without the browser's cookie, no plain request redeems a link either.
  const plain = await request.newContext({ baseURL });
  const redeem = (callback: URL) =>
    plain.post('/api/auth/discord/callback', {
      data: {
        code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
      },
    });
  const fresh = await redeem(secondLink);
  expect(fresh.status()).toBe(403);
  expect(await fresh.json()).toEqual({
    error: { code: 'SIGN_IN_NOT_STARTED_HERE', message: REFUSED },
  });
  const spent = await redeem(link);
  expect(spent.status()).toBeGreaterThanOrEqual(400);
  expect(spent.status()).toBeLessThan(500);
  await plain.dispose();
});
