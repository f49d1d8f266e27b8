import { expect, type Page, test } from '@playwright/test';
import de from '../apps/web/src/i18n/locales/de.ts';
import en, { type ShellMessages } from '../apps/web/src/i18n/locales/en.ts';
import es from '../apps/web/src/i18n/locales/es.ts';
import fr from '../apps/web/src/i18n/locales/fr.ts';
import itLocale from '../apps/web/src/i18n/locales/it.ts';
import ja from '../apps/web/src/i18n/locales/ja.ts';
import pt from '../apps/web/src/i18n/locales/pt.ts';
import zh from '../apps/web/src/i18n/locales/zh.ts';

const locales = { en, es, fr, de, pt, it: itLocale, ja, zh };

/** The landing's section headings, as the given language writes them. */
function sectionHeadings(messages: ShellMessages) {
  return [
    messages.home.features.title,
    messages.home.pricing.title,
    messages.home.about.title,
    messages.newsletter.title,
    messages.platformStats.title,
  ];
}

async function openDesktop(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const [code, messages] of Object.entries(locales)) {
  test(`every section renders in ${code}, chosen with the language picker`, async ({ page }) => {
    await openDesktop(page);
    if (code !== 'en') {
      await page
        .getByRole('navigation', { name: en.nav.label })
        .getByLabel(en.language.label)
        .first()
        .selectOption(code);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.home.hero.title);
    for (const heading of sectionHeadings(messages)) {
      await expect(
        page.getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeAttached();
    }
    await expect(page.getByRole('region', { name: messages.home.hero.status.label })).toContainText(
      messages.home.hero.status.signedOut,
    );
    await expect(
      page.getByRole('button', { name: messages.feedback.button, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: messages.footer.links.privacy }),
    ).toBeVisible();
  });
}

test('Features, Pricing and About in the navigation scroll to their sections', async ({ page }) => {
  await openDesktop(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.locator('#about')).toBeAttached();
  for (const [name, id] of [
    ['About', 'about'],
    ['Features', 'features'],
    ['Pricing', 'pricing'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.locator(`#${id}`)).toBeInViewport();
    await expect(page.locator(`#${id}`)).toBeFocused();
  }
  await expect(page).toHaveURL(/\/$/);
});

test('a section link from another page lands on that section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/permissions');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
});

test('pricing shows lifetime at 59.99 with 199.99 struck through and counts from the API', async ({
  page,
}) => {
  await openDesktop(page);
  const lifetime = page.getByRole('article', { name: 'Lifetime' });
  await expect(lifetime).toContainText('$59.99');
  await expect(lifetime.locator('s')).toHaveText('Regular price $199.99');
  const counts = await (await page.request.get('/api/styles/count')).json();
  const templates = (count: number) => `${count} ${count === 1 ? 'template' : 'templates'}`;
  await expect(lifetime).toContainText(templates(counts.byPlan.lifetime));
  await expect(page.getByRole('article', { name: 'Free' })).toContainText(
    templates(counts.byPlan.free),
  );
});

test('platform statistics show the live figures', async ({ page }) => {
  await openDesktop(page);
  const metrics = await (await page.request.get('/api/metrics')).json();
  const stats = page.getByRole('region', { name: 'Platform statistics' });
  await stats.scrollIntoViewIfNeeded();
  await expect(stats.getByText('Templates available')).toBeVisible();
  await expect(
    stats.locator('.sr-only', { hasText: String(metrics.templatesAvailable) }),
  ).toBeAttached();
});

test('the footer links to real privacy and terms pages', async ({ page }) => {
  await openDesktop(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. What we collect' })).toBeVisible();
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(/can only be activated by an administrator/)).toBeVisible();
  await footer.getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL(/\/permissions$/);
});

test('the permissions page quotes the catalogue range and the commands', async ({ page }) => {
  const range = await (await page.request.get('/api/styles/range')).json();
  await page.goto('/bot-permissions');
  await expect(
    page.getByText(
      `A build creates ${range.channels.min} to ${range.channels.max} channels and ${range.staffRoles.min} to ${range.staffRoles.max} staff roles`,
    ),
  ).toBeVisible();
  for (const command of ['/activate', '/setup', '/status', '/undo', '/help']) {
    await expect(page.getByRole('term').filter({ hasText: command })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why Administrator?' })).toBeVisible();
});
