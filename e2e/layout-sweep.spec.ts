import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { signInAsAdmin, signInAsNewAccount } from './journey-helpers.ts';
import { measureLayout } from './layout-measure.ts';
import { E2E_ADMIN } from './playwright.config.ts';

/**
 * Every route in every language at phone and laptop widths (and tablet and
 * dark theme in English), measured in the DOM: the page must not scroll
 * sideways, no text may overflow its button or card, and nothing fixed may
 * cover a control. The languages come from LAYOUT_SWEEP_LOCALES (all eight
 * by default, as CI runs it); the admin portal, which only operators see, is
 * swept in LAYOUT_SWEEP_ADMIN_LOCALES (English and German, the longest, by
 * default) to keep CI's run short.
 */

const ALL_LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ja', 'zh'] as const;
const localesFrom = (setting: string) =>
  setting
    .split(',')
    .map((locale) => locale.trim())
    .filter((locale): locale is (typeof ALL_LOCALES)[number] =>
      (ALL_LOCALES as readonly string[]).includes(locale),
    );
const LOCALES = localesFrom(process.env.LAYOUT_SWEEP_LOCALES ?? ALL_LOCALES.join(','));
const ADMIN_LOCALES = localesFrom(process.env.LAYOUT_SWEEP_ADMIN_LOCALES ?? 'en,de');

const PUBLIC_ROUTES = [
  '/',
  '/styles',
  '/pricing',
  '/checkout?plan=free',
  '/checkout?plan=premium',
  '/login',
  '/permissions',
  '/privacy',
  '/terms',
  '/no-such-page',
];
const ACCOUNT_ROUTES = ['/dashboard', '/servers', '/profile'];
const ADMIN_ROUTES = [
  '/admin-dashboard',
  '/admin/analytics',
  '/admin/purchases',
  '/admin/users',
  '/admin/abuse-reports',
  '/admin/audit-log',
  '/admin/praise',
];

interface Viewport {
  width: number;
  height: number;
}
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const TABLET = { width: 768, height: 1024 };

type SignedIn = { account: string; admin: string };

/** One account and one admin session per worker: admin sign-ins are rate limited. */
const test = base.extend<object, { sessions: SignedIn }>({
  sessions: [
    async ({ browser }, use, workerInfo) => {
      const signIn = async (how: (page: Page) => Promise<void>) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await how(page);
        const state = JSON.stringify(await context.storageState());
        await context.close();
        return state;
      };
      const name = `sweep.${workerInfo.workerIndex}.${Date.now().toString(36)}`;
      await use({
        account: await signIn((page) => signInAsNewAccount(page, name, '/dashboard')),
        admin: await signIn(async (page) => {
          await signInAsAdmin(page, E2E_ADMIN);
          // An admin session lives in sessionStorage, which a stored state does not carry:
          // keep it as a remembered device would, so every sweep page opens signed in.
          await page.evaluate(() => {
            const token = sessionStorage.getItem('auth_token');
            if (token) localStorage.setItem('auth_token', token);
          });
        }),
      });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/**
 * Opens `route` the way the app's own links do (a client-side navigation), and waits until its
 * page has replaced the previous one: a full load of every route at every width is slower.
 */
async function openInApp(page: Page, route: string): Promise<void> {
  const samePage = await page.evaluate((next) => {
    const target = new URL(next, location.href);
    const samePath = target.pathname === location.pathname;
    // The page's current content, so the wait below can tell the next page's from it.
    for (const child of Array.from(document.querySelectorAll('#main > *'))) {
      child.setAttribute('data-sweep-previous', '');
    }
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
    return samePath;
  }, route);
  if (!samePage) {
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('#main > *')).some(
        (child) => !child.hasAttribute('data-sweep-previous'),
      ),
    );
  }
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  // What reacts to the width in script (a strip's scroll arrows) redraws on the next frame.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Every route of `routes` at every width of `viewports`, in one tab: the first route is loaded,
 * the others opened from within the app, and each is measured at one width, then resized to the
 * next, as the layout is CSS alone and a rotated phone or a resized window sees the same.
 */
async function sweep(
  browser: Browser,
  options: {
    locale: string;
    viewports: Viewport[];
    routes: string[];
    storageState?: string;
    theme?: 'dark';
  },
): Promise<string[]> {
  const context = await browser.newContext({
    ...(options.storageState ? { storageState: JSON.parse(options.storageState) } : {}),
  });
  await context.addInitScript(
    ({ locale, theme }) => {
      localStorage.setItem('language', locale);
      if (theme) localStorage.setItem('theme', theme);
    },
    { locale: options.locale, theme: options.theme },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  for (const [index, route] of options.routes.entries()) {
    if (index === 0) await page.goto(route);
    else await openInApp(page, route);
    for (const viewport of options.viewports) {
      await page.setViewportSize(viewport);
      await settled(page);
      const where = `${options.locale}${options.theme ? ' dark' : ''} ${viewport.width}px ${route}`;
      for (const problem of await measureLayout(page)) problems.push(`${where}: ${problem}`);
    }
  }
  await context.close();
  return problems;
}

test.describe('layout sweep', () => {
  for (const locale of LOCALES) {
    test(`every route in ${locale} fits at 390 and 1366 px`, async ({ browser, sessions }) => {
      test.setTimeout(240_000);
      const viewports = [PHONE, LAPTOP];
      const problems = [
        ...(await sweep(browser, { locale, viewports, routes: PUBLIC_ROUTES })),
        ...(await sweep(browser, {
          locale,
          viewports,
          routes: ACCOUNT_ROUTES,
          storageState: sessions.account,
        })),
        ...(ADMIN_LOCALES.includes(locale)
          ? await sweep(browser, {
              locale,
              viewports,
              routes: ADMIN_ROUTES,
              storageState: sessions.admin,
            })
          : []),
      ];
      expect(problems).toEqual([]);
    });
  }

  test('every route in English fits at 768 px and in the dark theme', async ({
    browser,
    sessions,
  }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    for (const theme of [undefined, 'dark'] as const) {
      const viewports = theme ? [PHONE, LAPTOP] : [TABLET];
      const common = { locale: 'en', viewports, ...(theme ? { theme } : {}) };
      problems.push(
        ...(await sweep(browser, { ...common, routes: PUBLIC_ROUTES })),
        ...(await sweep(browser, {
          ...common,
          routes: ACCOUNT_ROUTES,
          storageState: sessions.account,
        })),
        ...(await sweep(browser, {
          ...common,
          routes: ADMIN_ROUTES,
          storageState: sessions.admin,
        })),
      );
    }
    expect(problems).toEqual([]);
  });
});
