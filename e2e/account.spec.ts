import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  buyKeyAsNewAccount,
  confirmationLinkFor,
  keyMails,
  mailTo,
  signInAsAdmin,
  signInAsNewAccount,
} from './journey-helpers.ts';
import { E2E_ADMIN } from './playwright.config.ts';

/** The account's own pages: its name, its navigation, what it may open, its data. */

const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}`;

test('issue 21 bug 3: a skipped profile keeps the Discord name, and /profile renames it', async ({
  page,
}) => {
  const username = unique('skipper');
  await buyKeyAsNewAccount(page, 'starter', username);
  const [mail] = keyMails(await mailTo(page, username));
  expect(mail?.text).toContain(`Hi ${username},`);
  expect(mail?.text).not.toContain('Hi User,');

  await page.goto('/profile');
  const name = page.getByLabel('Display name');
  await expect(name).toHaveValue(username);
  await name.fill('Skipper Sam');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved successfully!').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Skipper Sam');
  await expect(page.getByRole('region', { name: 'License key e-mail' })).toBeVisible();
});

test('issue 21 bug 3: /profile changes the key e-mail once the new address opens its link', async ({
  page,
}) => {
  const username = unique('mover');
  await signInAsNewAccount(page, username, '/profile');
  const section = page.getByRole('region', { name: 'License key e-mail' });
  await expect(section.getByText(/^License keys are sent to /)).toBeVisible();
  const before = (await section.getByText(/^License keys are sent to /).textContent()) ?? '';

  const address = `${username}.keys@example.test`;
  await section.getByLabel('New address').fill(address);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByRole('status')).toContainText(`${address} is waiting for confirmation`);
  // Until the link is opened, keys keep going where they went.
  await expect(section.getByText(before)).toBeVisible();

  await page.goto(await confirmationLinkFor(page, address));
  await expect(
    page.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  await expect(page.getByText(`License keys will go to ${address}.`)).toBeVisible();

  await page.goto('/profile');
  await expect(section.getByText(`License keys are sent to ${address}.`)).toBeVisible();
  await expect(section.getByRole('status')).toHaveCount(0);
});

test('issue 21 bug 8: signed-in navigation in the bar and the menu; Account Settings opens the account', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNewAccount(page, unique('navigator'), '/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Keyboard only: focus the Servers link and follow it with Enter.
  await nav.getByRole('link', { name: 'Styles' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Servers' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/servers$/);
  await expect(nav.getByRole('link', { name: 'Servers' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Styles' }).click();
  await expect(page).toHaveURL(/\/styles$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/profile#account$/);
  await expect(page.getByRole('region', { name: 'License key e-mail' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const menuDashboard = nav.getByRole('link', { name: 'Dashboard' }).last();
  await expect(menuDashboard).toBeVisible();
  await menuDashboard.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

/** Scrolled again until it stays at the bottom: late content (the footer's figures) grows the page. */
async function scrollToBottom(page: Page) {
  // What is still loading (the plans' template counts) grows the page after a first scroll.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.documentElement;
          window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
          return Math.abs(window.scrollY + window.innerHeight - root.scrollHeight) < 2;
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * At the bottom of the page (or at its top), the boxes of fixed elements (the demo banner, the
 * feedback button) that overlap a visible link or button outside themselves.
 */
async function coveredControls(page: Page, at: 'top' | 'bottom' = 'bottom'): Promise<string[]> {
  if (at === 'bottom') await scrollToBottom(page);
  return page.evaluate((atBottom) => {
    // Once more in the same task as the measure, so nothing that grew the page since counts.
    if (atBottom) {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    }
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight
      );
    };
    const fixed = Array.from(document.querySelectorAll('body *')).filter(
      (element) =>
        getComputedStyle(element).position === 'fixed' &&
        visible(element) &&
        element.childElementCount + (element.textContent?.trim().length ?? 0) > 0,
    );
    const controls = Array.from(document.querySelectorAll('a[href], button')).filter(
      (control) => visible(control) && !fixed.some((box) => box.contains(control)),
    );
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return fixed.flatMap((box) =>
      controls
        .filter((control) => overlaps(box.getBoundingClientRect(), control.getBoundingClientRect()))
        .map(
          (control) =>
            `${box.tagName.toLowerCase()} "${box.textContent?.trim().slice(0, 30)}" covers "${control.textContent?.trim() || control.getAttribute('aria-label')}"`,
        ),
    );
  }, at === 'bottom');
}

test('issue 21 bug 9: nothing fixed covers a link or button at the bottom of any page', async ({
  page,
}, testInfo) => {
  // Fourteen page loads and their measurements at two widths.
  test.slow();
  await signInAsNewAccount(page, unique('scroller'), '/dashboard');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    for (const path of [
      '/',
      '/pricing',
      '/styles',
      '/dashboard',
      '/servers',
      '/profile',
      '/privacy',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('complementary', { name: 'Demo mode' })).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      expect(await coveredControls(page), `${path} at ${width} px`).toEqual([]);
      if (path === '/') {
        // The first screen too: the hero's buttons sit near the bottom on a phone.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        expect(await coveredControls(page, 'top'), `/ first screen at ${width} px`).toEqual([]);
        await testInfo.attach(`home-top-${width}.png`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });
      }
      if (path === '/dashboard') {
        await testInfo.attach(`dashboard-bottom-${width}.png`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });
      }
    }
  }

  // On a phone, feedback is an entry of the menu instead of a floating button.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Feedback' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();

  // Hidden once, the banner stays hidden on the next pages.
  await page.getByRole('button', { name: 'Hide the demo notice' }).click();
  await page.goto('/pricing');
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Demo mode' })).toHaveCount(0);
  expect(await coveredControls(page)).toEqual([]);
});

test('issue 21 bug 12: /purchase-success thanks only a buyer; signed-in visitors skip the sign-in pages', async ({
  page,
}) => {
  await page.goto('/purchase-success?plan=lifetime');
  await expect(page).toHaveURL(/\/$/);

  await signInAsNewAccount(page, unique('nonbuyer'), '/dashboard');
  await page.goto('/purchase-success?plan=lifetime');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Thank you for your purchase!')).toHaveCount(0);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("issue 21 bug 12: the success page shows the buyer's own purchase, not the plan in the link", async ({
  page,
}) => {
  const username = unique('buyer');
  await buyKeyAsNewAccount(page, 'starter', username);
  await page.goto('/purchase-success?plan=lifetime');
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.getByText(/^Starter · \$/)).toBeVisible();
  await expect(page.getByText(/Lifetime/)).toHaveCount(0);
});

test('issue 21 bug 12: a signed-in admin opening /admin-portal or /login lands on the admin dashboard', async ({
  page,
}) => {
  await signInAsAdmin(page, E2E_ADMIN);
  await page.goto('/admin-portal');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test('issue 21 profile and privacy: export my data, then delete the account', async ({ page }) => {
  const username = unique('leaver');
  await signInAsNewAccount(page, username, '/profile');
  await expect(page.getByLabel('Display name')).toHaveValue(username);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^guildsmith-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
  expect(exported.account.username).toBe(username);
  expect(exported.sessions.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account for good' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type your username/).fill(username);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account was deleted').first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
});
