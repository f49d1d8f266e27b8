import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  buyKeyAsNewAccount,
  fillCard,
  mailTo,
  pay,
  signInAsNewAccount,
} from './journey-helpers.ts';

/** The buyer's way from the plan cards to a paid key (issue 21's pricing and checkout bugs). */

// A loaded two-core machine can take most of the default 30 s for several page loads.
test.describe.configure({ timeout: 60_000 });

const PLAN_NAMES = ['Free', 'Starter', 'Premium', 'Ultimate', 'Shining Lifetime'];

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** The plan strip, scrolled into view vertically at once (the page itself scrolls smoothly). */
async function showPlans(page: Page) {
  const plans = page.getByRole('region', { name: 'Plans' });
  await plans.evaluate((strip) => strip.scrollIntoView({ block: 'center', behavior: 'instant' }));
  return plans;
}

test('bug 1: all five plans are visible at once from 1280 px, on /pricing and /#pricing', async ({
  page,
}, testInfo) => {
  for (const path of ['/pricing', '/#pricing']) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    const plans = await showPlans(page);
    for (const name of PLAN_NAMES) {
      await expect(plans.getByRole('heading', { name }), `${name} on ${path}`).toBeInViewport({
        ratio: 1,
      });
    }
    expect(await plans.evaluate((strip) => strip.scrollLeft)).toBe(0);
    await expect(page.getByRole('button', { name: 'More plans' })).toHaveCount(0);
    await attachScreenshot(page, testInfo, `${path} at 1366 px`);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pricing');
  const plans = await showPlans(page);
  await expect(plans.getByRole('heading', { name: 'Lifetime' })).toBeInViewport({ ratio: 1 });
});

test('bug 1: below 1280 px the plan strip shows that it scrolls, with arrows that work from the keyboard', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing');
  const plans = await showPlans(page);
  const back = page.getByRole('button', { name: 'Previous plans' });
  const more = page.getByRole('button', { name: 'More plans' });
  await expect(back).toBeDisabled();
  await expect(more).toBeEnabled();
  // The next card peeks in beside the first one.
  await expect(plans.getByRole('article', { name: 'Starter' })).toBeInViewport();
  await expect(plans.getByRole('article', { name: 'Starter' })).not.toBeInViewport({ ratio: 1 });
  await attachScreenshot(page, testInfo, '/pricing at 390 px');

  // The arrows work from the keyboard, one card a press, up to the last card.
  await more.focus();
  const lifetime = plans.getByRole('heading', { name: 'Lifetime' });
  await expect(async () => {
    await page.keyboard.press('Enter');
    await expect(lifetime).toBeInViewport({ ratio: 1, timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(more).toBeDisabled();
  await expect(more).toBeFocused();
  await expect(back).toBeEnabled();
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(more).toBeEnabled();

  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/#pricing');
  await showPlans(page);
  await expect(page.getByRole('button', { name: 'More plans' })).toBeEnabled();
});

test("bug 4: Starter's checkout summary promises only what its pricing card includes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNewAccount(page, 'facts.fay', '/pricing');
  const card = page
    .getByRole('region', { name: 'Plans' })
    .getByRole('article', { name: 'Starter' });
  const cardLines = await card.getByRole('listitem').allInnerTexts();
  const excluded = cardLines.filter((line) => line.includes('Not included'));
  expect(excluded.some((line) => line.startsWith('Priority support'))).toBe(true);
  await card.getByRole('link', { name: 'Upgrade to Starter' }).click();

  await expect(page).toHaveURL(/\/checkout\?plan=starter$/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('$4.99').first()).toBeVisible();
  await expect(summary.getByText(/^\d+ styles included$/)).toBeVisible();
  const promised = (await summary.getByRole('listitem').allInnerTexts()).slice(1);
  expect(promised).toContain('E-mail support');
  expect(promised).not.toContain('Priority support');
  for (const promise of promised) expect(cardLines, promise).toContain(promise);
  for (const line of excluded) expect(promised.join('|')).not.toContain(line.split(' (')[0]);
});

test('bug 7: a declined card is reported at the card form, and the success message leads where it says', async ({
  page,
}) => {
  await signInAsNewAccount(page, 'declined.dora', '/checkout?plan=starter');
  await fillCard(page, '4000 0000 0000 9995');
  await pay(page);

  const number = page.getByLabel('Card number');
  const form = page.locator('form').filter({ has: number });
  await expect(form.getByRole('alert')).toHaveText('Your card has insufficient funds.');
  await expect(number).toBeFocused();
  await expect(number).toHaveAccessibleDescription('Your card has insufficient funds. Visa');
  await expect(page.getByText('Payment Failed', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout\?plan=starter$/);
  expect(await mailTo(page, 'declined.dora')).toHaveLength(0);

  // Typing another card clears the old verdict; the same payment then succeeds.
  await number.fill('5555 5555 5555 4444');
  await expect(form.getByRole('alert')).toHaveCount(0);
  // The brand shows as typed (checkout polish).
  await expect(number).toHaveAccessibleDescription('Mastercard');
  await pay(page);
  await expect(
    page.getByText('Thank you! Taking you to your purchase confirmation…', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-success\?plan=starter$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
});

test('bug 17: buying a lower plan than the one in force says, before payment, what happens', async ({
  page,
}) => {
  await buyKeyAsNewAccount(page, 'premium', 'lower.lou');
  await page.goto('/pricing');
  await page
    .getByRole('region', { name: 'Plans' })
    .getByRole('link', { name: 'Choose Starter' })
    .click();

  await expect(page).toHaveURL(/\/checkout\?plan=starter$/);
  const notice = page.getByRole('region', { name: 'You already have Premium' });
  await expect(notice).toContainText(
    /Your account keeps Premium until .+: buying Starter does not change it\./,
  );
  await expect(notice).toContainText(
    'The Starter license key you receive is for another server: the server you activate it in is set up with Starter.',
  );
  await expect(page.getByRole('button', { name: 'Pay $4.99' })).toBeVisible();

  await page.goto('/checkout?plan=ultimate');
  await expect(page.getByRole('button', { name: 'Pay $39.99' })).toBeVisible();
  await expect(page.getByText('You already have', { exact: false })).toHaveCount(0);
});

test('bug 18: the Lifetime card carries its deal label, time limit, savings claim and full name', async ({
  page,
}, testInfo) => {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/#pricing');
    const lifetime = page
      .getByRole('region', { name: 'Plans' })
      .getByRole('article', { name: 'Shining Lifetime' });
    await lifetime.scrollIntoViewIfNeeded();
    await expect(lifetime.getByRole('heading', { name: 'Shining Lifetime' })).toBeVisible();
    for (const text of ['Lifetime Deal', 'Limited Time', 'Save over $200 versus Ultimate']) {
      await expect(lifetime.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(lifetime.getByText('$59.99')).toBeVisible();
    await testInfo.attach(`Lifetime card at ${width} px`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  }
});
