import { expect, test } from '@playwright/test';
import { buyKeyAsNewAccount, keyMails, mailTo } from './journey-helpers.ts';

/** The account's own pages: its name, its navigation, what it may open, its data. */

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

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
