import { expect, type Page, test } from '@playwright/test';

/** The gallery gates by the plan /api/auth/user reports; stand that in for a signed-in account. */
async function actAs(page: Page, plan: 'free' | 'lifetime') {
  await page.addInitScript(() => localStorage.setItem('auth_token', 'e2e.gallery.token'));
  await page.route('**/api/auth/user', (route) =>
    route.fulfill({
      json: {
        id: 'u1',
        discordId: '1310000000000000101',
        username: `${plan}.fan`,
        firstName: 'Fan',
        globalName: null,
        email: null,
        emailVerified: false,
        avatar: null,
        discriminator: '0',
        plan,
        planExpiresAt: null,
        role: 'user',
        profileCompleted: true,
        onboardingCompleted: true,
        profileName: 'Fan',
        bio: null,
        website: null,
        twitter: null,
        github: null,
        profilePicture: null,
        lastLoginAt: null,
        createdAt: new Date().toISOString(),
      },
    }),
  );
}

test('a free user sees Upgrade to Use on a premium style and can still preview it', async ({
  page,
  request,
}) => {
  await actAs(page, 'free');
  const list = await (await request.get('/api/styles?plan=premium&limit=50')).json();
  const premium = list.styles.find(
    (card: { requiredPlan: string }) => card.requiredPlan === 'premium',
  );
  await page.goto(`/styles?search=${encodeURIComponent(premium.name)}`);
  const card = page.getByRole('article', { name: premium.name });
  await expect(card.getByRole('button', { name: 'Upgrade to Use' })).toBeVisible();
  await expect(card.getByText('Requires Premium plan or higher')).toBeVisible();
  await card.getByRole('button', { name: `Preview ${premium.name}` }).click();
  const preview = page.getByRole('dialog', { name: premium.name });
  await expect(preview.getByRole('navigation', { name: 'Channels' })).toBeVisible();
  await expect(preview.getByText('Roles', { exact: true })).toBeVisible();
  await expect(preview.getByText('Welcome message')).toBeVisible();
});

test('a lifetime user can use every style', async ({ page }) => {
  await actAs(page, 'lifetime');
  // An unused lifetime key and no server yet: the dialog shows that key, masked.
  await page.route('**/api/servers', (route) => route.fulfill({ json: { servers: [] } }));
  await page.route('**/api/licenses', (route) =>
    route.fulfill({
      json: {
        licenses: [
          {
            id: 'k1',
            maskedKey: 'TPL-•••••-•••••-•••••-•LT42',
            plan: 'lifetime',
            status: 'issued',
            revokedReason: null,
            resendable: true,
            serverId: null,
            activatedAt: null,
            createdAt: new Date().toISOString(),
          },
        ],
      },
    }),
  );
  await page.goto('/styles?sort=category');
  await expect(page.getByText('130 styles')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Use' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use Style' })).toHaveCount(12);
  await page.getByRole('button', { name: 'Use Style' }).first().click();
  await expect(
    page
      .getByRole('dialog')
      .getByText('/activate key:TPL-•••••-•••••-•••••-•LT42', { exact: false }),
  ).toBeVisible();
});

test('search, category and paging live in the URL; a search with no match says so', async ({
  page,
}) => {
  await page.goto('/styles');
  await expect(page.getByRole('article')).toHaveCount(12);
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: '2', exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Gaming', exact: true }).click();
  await expect(page).toHaveURL(/category=gaming/);
  await expect(page).not.toHaveURL(/page=2/);
  await page.getByLabel('Search styles').fill('zzzz-nothing-like-this');
  await expect(page.getByText('No styles found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
});

test('a failing API shows the error state', async ({ page }) => {
  await page.route('**/api/styles?*', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/styles');
  await expect(page.getByText('Error loading styles')).toBeVisible();
  await expect(page.getByText('Please try again later')).toBeVisible();
});
